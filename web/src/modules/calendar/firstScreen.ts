/**
 * Finishes the calendar's first screen as the server drew it (api/src/http/first-screen.ts), before the app's scripts
 * run: a classic script of its own, built apart from the app (web/build/first-screen-scripts.ts), that the server
 * writes inline right after the drawn screen (allowed by its hash in the answer's CSP), so it runs as soon as that
 * screen is parsed.
 *
 * The server cannot know what only the browser does: the view last used here (localStorage), today in the browser's
 * time zone and how its locale writes dates. So it draws the view's title empty, and this writes it as the page will
 * (calendarView.ts), with `?date=` as the page reads it, and presses the view's button; the upcoming list and all
 * events have no title, and their way through days is hidden (index.html's style, by `data-view`).
 */
import { linkedDay, startOfDay, storedView, viewRange, viewTitle, weekStartDay } from "./calendarView";

const screen = document.querySelector<HTMLElement>("[data-first-screen][data-calendar]");
if (screen) {
  const view = storedView();
  screen.dataset.view = view;
  for (const button of screen.querySelectorAll<HTMLElement>("[data-view-button]")) {
    if (button.dataset.viewButton === view) button.setAttribute("data-pressed", "");
    else button.removeAttribute("data-pressed");
  }
  const title = screen.querySelector("[data-view-title]");
  if (title && (view === "day" || view === "week" || view === "month")) {
    const anchor = linkedDay(new URLSearchParams(window.location.search).get("date")) ?? startOfDay(new Date());
    title.textContent = viewTitle(view, viewRange(view, anchor, weekStartDay(screen.dataset.weekStart)).days, anchor);
  }
}
