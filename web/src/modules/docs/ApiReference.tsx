import { useEffect, useState } from "react";
import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";

/**
 * The REST reference, drawn by Scalar from the server's OpenAPI document. It stays within the app's content security
 * policy: no fonts, scripts or requests from elsewhere (the app's own fonts, no proxy, no telemetry, no hosted
 * client or chat), and in the app's light look. Requests it makes go to the app itself, with the session's cookie.
 */
const configuration = {
  url: "/api/openapi.json",
  // the document's server is relative ("/"): examples name this address
  baseServerURL: window.location.origin,
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  showDeveloperTools: "never",
  showToolbar: "never",
  forceDarkModeState: "light",
  hideDarkModeToggle: true,
  documentDownloadType: "json",
  defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
  mcp: { disabled: true },
  // its chat is a hosted service
  agent: { disabled: true },
  persistAuth: false,
  // a body's fields in the order its form has them
  orderSchemaPropertiesBy: "preserve",
} as const;

const COLOR_MODE_CLASSES = ["light-mode", "dark-mode"];

export default function ApiReference() {
  // Scalar marks <body> with its colour mode and leaves the mark when it goes: whether the body had one is read while
  // rendering (before Scalar starts), and a mark Scalar added is taken off when the page is left
  const [bodyClasses] = useState(() => new Set(document.body.classList));
  useEffect(() => () => {
    for (const c of COLOR_MODE_CLASSES) if (!bodyClasses.has(c)) document.body.classList.remove(c);
  }, [bodyClasses]);
  return <ApiReferenceReact configuration={configuration} />;
}
