import { Suspense, type ReactNode } from "react";
import { Button } from "@chakra-ui/react";
import { Plus, type LucideIcon } from "lucide-react";
import { PAGE_HEADINGS } from "../pageHeadings";
import { PageHeader } from "./PageHeader";

interface ListPageProps {
  /** Which page: its h1 and subtitle come from PAGE_HEADINGS. */
  headingKey: keyof typeof PAGE_HEADINGS;
  /** The add button's text (e.g. 'Add Client'). */
  addLabel: string;
  /** The add button's icon; a plus unless told. */
  addIcon?: LucideIcon;
  onAdd: () => void;
  /** Shown while the list's data loads. */
  skeleton: ReactNode;
  /** The list and its dialogs; they may suspend while the page query loads. */
  children: ReactNode;
}

/** A list screen: the heading and the add button at once, the list (or its skeleton) below. */
export function ListPage({ headingKey, addLabel, addIcon: AddIcon = Plus, onAdd, skeleton, children }: ListPageProps) {
  const { heading, subtitle } = PAGE_HEADINGS[headingKey];
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <Button onClick={onAdd}>
            <AddIcon aria-hidden="true" /> {addLabel}
          </Button>
        }
      />
      <Suspense fallback={skeleton}>{children}</Suspense>
    </>
  );
}
