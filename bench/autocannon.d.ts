// The part of autocannon's API the saturation row uses (the package ships no types).
declare module "autocannon" {
  interface Request { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: (Request & {
      setupRequest?: (req: Request, context: object) => Request;
      onResponse?: (status: number, body: string, context: object, headers?: Record<string, string>) => void;
    })[];
  }
  interface Histogram { average: number; p50: number; p90: number; p97_5: number; p99: number }
  interface Result { requests: Histogram; latency: Histogram; errors: number; non2xx: number }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
