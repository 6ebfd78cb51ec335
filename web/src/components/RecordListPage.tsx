import type { ComponentType, ReactNode } from "react";
import { useLoaderData } from "react-router";
import type { PreloadedQuery } from "react-relay/hooks";
import type { OperationType } from "relay-runtime";
import type { PageHeading } from "../lib/webModule";
import { ListPage } from "./ListPage";
import { useRecordDialog, type RecordDialog } from "./useRecordDialog";

/** What a list page's content receives: the route's preloaded query and the create / edit dialog's state. */
export type RecordListContentProps<Query extends OperationType, T> = RecordDialog<T> & { queryRef: PreloadedQuery<Query> };

interface RecordListPageOptions<Query extends OperationType, T> {
  /** The page's h1 and subtitle, from its module. */
  heading: PageHeading;
  addLabel: string;
  /** Secondary actions before the add button (a link to a related screen). */
  links?: ReactNode;
  skeleton: ReactNode;
  /** Reads the route's query and shows the list and its create / edit dialog. */
  Content: ComponentType<RecordListContentProps<Query, T>>;
}

/** A list page's route component: `ListPage` whose add button opens the create dialog, over the content reading the loader's query. */
export function recordListPage<Query extends OperationType, T>({ heading, addLabel, links, skeleton, Content }: RecordListPageOptions<Query, T>): ComponentType {
  return function Component() {
    const queryRef = useLoaderData() as PreloadedQuery<Query>;
    const recordDialog = useRecordDialog<T>();
    return (
      <ListPage heading={heading} addLabel={addLabel} links={links} onAdd={recordDialog.openCreate} skeleton={skeleton}>
        <Content queryRef={queryRef} {...recordDialog} />
      </ListPage>
    );
  };
}
