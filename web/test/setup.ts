import "@testing-library/jest-dom";
import { cleanup, configure } from "@testing-library/react";
import React from "react";

// React's development build captures a stack trace for every element it creates (up to 10,000 per render), kept to
// name the owner component in its warnings: about a tenth of a page test's time. The tests read no owner stack (a
// warning still names its component), so none is captured: the counter React compares with its limit always reads
// past it.
{
  const internals = (React as unknown as Record<string, Record<string, unknown>>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  Object.defineProperty(internals, "recentlyCreatedOwnerStacks", { get: () => Number.MAX_SAFE_INTEGER, set: () => {}, configurable: true });
}

// findBy*/waitFor give up after 1 s by default, which a loaded machine can exceed while a page renders
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Chakra v3 / Ark UI (zag.js) touch them.
class ResizeObserverMock {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverMock {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverMock, IntersectionObserver: IntersectionObserverMock });
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  }),
});
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
});
