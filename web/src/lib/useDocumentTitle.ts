import { useEffect } from "react";
import { PRODUCT_NAME } from "./user";

/** Sets the browser tab title to "<title> · Clientfolio". */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
