import type { ReactNode } from "react";
import { Badge, Tabs } from "@chakra-ui/react";

interface DocumentTab {
  value: string;
  label: string;
  /** Shown as a badge after the label (while the list loads, none). */
  count?: number;
  content: ReactNode;
}

/** A screen's two lists as tabs (documents and templates), each tab's label with its count. */
export function DocumentTabs({ value, onChange, tabs, label }: { value: string; onChange: (value: string) => void; tabs: readonly DocumentTab[]; label: string }) {
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value)} variant="line" colorPalette="brand" lazyMount>
      <Tabs.List aria-label={label} mb="5">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} data-testid={`tab-${tab.value}`}>
            {tab.label}
            {tab.count !== undefined ? (
              <Badge size="sm" variant="subtle" colorPalette={value === tab.value ? "brand" : "gray"} borderRadius="full" ms="1">
                {tab.count}
              </Badge>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} p="0">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
