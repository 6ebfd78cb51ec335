/** A page's h1 and subtitle (also the browser tab's title). */
export interface PageHeading {
  heading: string;
  subtitle: string;
}
