import { Box, Stack } from "@chakra-ui/react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Users } from "lucide-react";
import { renderWithProviders } from "../../../test/render";
import { ListSkeleton } from "../ListSkeleton";
import { RecordList } from "../RecordList";

const TEXTS = { emptyTitle: "No clients yet", emptyDescription: "Add your first client.", emptyAction: "Add Your First Client" };
const connection = (names: string[], totalCount = names.length) => ({ edges: names.map((name) => ({ node: { id: `id-${name}`, name } })), totalCount });
// as usePaginationFragment answers it: with refetch and the backward loaders besides
const pagination = (hasNext: boolean) => ({ hasNext, isLoadingNext: false, loadNext: jest.fn(), hasPrevious: false, loadPrevious: jest.fn(), refetch: jest.fn() });

function renderList(props: { names: string[]; totalCount?: number; hasNext?: boolean; empty?: boolean; shownNoun?: string }) {
  const paging = pagination(props.hasNext ?? false);
  const onAction = jest.fn();
  renderWithProviders(
    <RecordList
      connection={connection(props.names, props.totalCount)}
      pagination={paging}
      pageSize={12}
      testIdPrefix="clients"
      empty={props.empty === false ? undefined : { icon: Users, texts: TEXTS, onAction }}
      renderList={(items) => (
        <Stack as="section" aria-label="Clients">
          {items}
        </Stack>
      )}
      renderItem={(node) => <Box data-testid="item">{node.name}</Box>}
      loadMoreGap="6"
      shownNoun={props.shownNoun}
    />,
  );
  return { paging, onAction };
}

describe("RecordList", () => {
  it("shows the empty state with the module's texts and test id when there are no records", async () => {
    const { onAction } = renderList({ names: [] });
    const empty = screen.getByTestId("clients-empty");
    expect(within(empty).getByRole("heading", { name: "No clients yet" })).toBeInTheDocument();
    expect(within(empty).getByText("Add your first client.")).toBeInTheDocument();
    await userEvent.click(within(empty).getByRole("button", { name: "Add Your First Client" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("region", { name: "Clients" })).not.toBeInTheDocument();
  });

  it("shows its frame, empty, when it has no empty state (a filtered list)", () => {
    renderList({ names: [], empty: false });
    expect(screen.getByRole("region", { name: "Clients" })).toBeEmptyDOMElement();
    expect(screen.queryByTestId("clients-empty")).not.toBeInTheDocument();
  });

  it("renders each record in the list's frame, in order, with no 'Load more' once all are shown", () => {
    renderList({ names: ["Acme", "Globex"] });
    const list = screen.getByRole("region", { name: "Clients" });
    expect(within(list).getAllByTestId("item").map((i) => i.textContent)).toEqual(["Acme", "Globex"]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("loads one more page with 'Load more' and says how many of how many are shown", async () => {
    const { paging } = renderList({ names: ["Acme", "Globex", "Initech"], totalCount: 4, hasNext: true, shownNoun: "clients" });
    expect(screen.getByTestId("clients-shown")).toHaveTextContent("Showing 3 of 4 clients");
    const button = screen.getByRole("button", { name: "Load more" });
    expect(button.parentElement).not.toHaveAttribute("refetch");
    expect(button.parentElement).not.toHaveAttribute("hasPrevious");
    await userEvent.click(button);
    expect(paging.loadNext).toHaveBeenCalledWith(12);
  });

  it("has no 'Showing' line without a noun", () => {
    renderList({ names: ["Acme"], totalCount: 2, hasNext: true });
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
    expect(screen.queryByTestId("clients-shown")).not.toBeInTheDocument();
  });
});

describe("ListSkeleton", () => {
  it("labels its busy frame as the status and fills it with the placeholders", () => {
    renderWithProviders(
      <ListSkeleton frame={<Stack data-testid="frame" />} label="Loading projects" count={3}>
        {(i) => <Box data-testid="placeholder">{i}</Box>}
      </ListSkeleton>,
    );
    const frame = screen.getByRole("status", { name: "Loading projects" });
    expect(frame).toBe(screen.getByTestId("frame"));
    expect(frame).toHaveAttribute("aria-busy", "true");
    expect(frame).toHaveAttribute("aria-live", "polite");
    expect(within(frame).getAllByTestId("placeholder").map((p) => p.textContent)).toEqual(["0", "1", "2"]);
  });

  it("announces a visually hidden status line inside the busy frame when told", () => {
    renderWithProviders(
      <ListSkeleton frame={<Stack data-testid="frame" />} label="Loading clients..." hiddenStatus count={2}>
        {() => <Box data-testid="placeholder" />}
      </ListSkeleton>,
    );
    const frame = screen.getByTestId("frame");
    expect(frame).toHaveAttribute("aria-busy", "true");
    expect(frame).not.toHaveAttribute("role");
    expect(within(frame).getByRole("status")).toHaveTextContent("Loading clients...");
    expect(within(frame).getAllByTestId("placeholder")).toHaveLength(2);
  });
});
