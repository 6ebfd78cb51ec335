/** The answer to a subscription sent over HTTP (http/graphql.ts refuses it before Yoga, and Yoga's plugin after). */
export const SUBSCRIPTIONS_OVER_HTTP = "Subscriptions run over the WebSocket at /graphql only";
