import "@testing-library/jest-dom";
import { cleanup, configure } from "@testing-library/react";

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
