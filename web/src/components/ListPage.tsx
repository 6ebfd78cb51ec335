import { Suspense, type ReactNode } from "react";
import { Button } from "@chakra-ui/react";
import { Plus, type LucideIcon } from "lucide-react";
import type { PageHeading } from "../lib/webModule";
import { PageHeader } from "./PageHeader";

interface ListPageProps {
  /** The page's h1 and subtitle, from its module (`modules/<module>/heading.ts`). */
  heading: PageHeading;
  /** The add button's text (e.g. 'Add Client'). */
  addLabel: string;
  /** The add button's icon; a plus unless told. */
  addIcon?: LucideIcon;
  onAdd: () => void;
  /** Secondary actions before the add button (a link to a related screen). */
  links?: ReactNode;
  /** Shown while the list's data loads. */
  skeleton: ReactNode;
  /** The list and its dialogs; they may suspend while the page query loads. */
  children: ReactNode;
}

/** A list screen: the heading and the add button at once, the list (or its skeleton) below. */
export function ListPage({ heading: { heading, subtitle }, addLabel, addIcon: AddIcon = Plus, onAdd, links, skeleton, children }: ListPageProps) {
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <>
            {links}
            <Button onClick={onAdd}>
              <AddIcon aria-hidden="true" /> {addLabel}
            </Button>
          </>
        }
      />
      <Suspense fallback={skeleton}>{children}</Suspense>
    </>
  );
}
