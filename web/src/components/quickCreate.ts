import { createContext, useContext } from "react";
import type { QuickCreate } from "../lib/webModule";

// The quick-create dialogs the modules declare on their faces, handed down from the top (App, from the route table)
// to the hub pages, which thus offer 'New invoice' without naming the invoice module. Kept apart from HubBlock: this
// file is part of the initial JS, the hubs are not.

const QuickCreateContext = createContext<readonly QuickCreate[]>([]);

/** Hands `value` (every module's quick-create declarations) to the hub pages below. */
export const QuickCreateProvider = QuickCreateContext.Provider;

/** The quick-create dialogs the modules declare (none outside a `QuickCreateProvider`). */
export const useQuickCreates = () => useContext(QuickCreateContext);
