import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";

/**
 * A named export of a module loaded on demand (React.lazy): a screen's form dialog, whose code (the form, Formik, Yup)
 * loads when it is first opened instead of with the screen.
 */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType<PropsOf<M[K]>> })));
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * Renders a dialog from its first opening on (a lazy dialog's code loads then; nothing shows meanwhile), and keeps it
 * mounted afterwards so it closes with its animation and reopens at once.
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
