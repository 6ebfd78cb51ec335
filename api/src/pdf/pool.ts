import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

/*
 * PDFs are drawn off the event loop: pdfkit lays a document out synchronously (the largest invoice the product accepts
 * takes about half a second, the longest contract more than a second), which on the main thread would stall every
 * other request of every workspace meanwhile. A render is a job for a small pool of worker threads (pdf/worker.ts):
 * one per core beyond the event loop's, at least one and at most two (so on two cores one: the loop keeps a core
 * to itself while PDFs are drawn), started with the first PDF (a process that draws none starts none), the jobs past them queued
 * in order. Inputs and the answer are plain data (structured clone): the caller turns its rows into the renderer's
 * input and gets the bytes back. A render that throws rejects with its message; a thread that does not answer within
 * the job's time is terminated (its job rejected) and a new one takes the next job. `stop()` (the app's stop) ends the
 * threads and rejects what was queued; a later render starts them again.
 *
 * The thread runs pdf-worker.js next to the bundle (dist/, built by scripts/build.ts), or, where this file runs as
 * TypeScript (npm run dev under tsx, jest under swc), pdf/worker.ts through tsx's require hook.
 */

export type PdfKind = "invoice" | "contract";

interface Job {
  kind: PdfKind;
  input: unknown;
  resolve(pdf: Buffer): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  /** true once the thread has loaded its code (pdfkit, the renderers): a job's time starts then */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/** What a worker posts: that it is ready, then the answer to each job. */
export type PdfAnswer = { ready: true } | { ok: true; pdf: Uint8Array } | { ok: false; message: string };

interface PoolOptions {
  /** threads at most (default: the cores but one, between 1 and 2) */
  threads?: number;
  /** how long one render may take before its thread is terminated (default 30 s) */
  timeoutMs?: number;
}

export class PdfRenderError extends Error {}

const WORKER_TS = path.join(path.dirname(__filename), "worker.ts");
/** as TypeScript: register tsx's CommonJS hook in the thread, then load the worker module */
const BOOTSTRAP_TS = `require("tsx/cjs/api").register(); require(${JSON.stringify(WORKER_TS)});`;

function startWorker(): Worker {
  if (__filename.endsWith(".ts")) return new Worker(BOOTSTRAP_TS, { eval: true });
  // bundled: this code is in dist/server.js (or dist/worker.js), the worker's bundle beside it
  return new Worker(path.join(path.dirname(__filename), "pdf-worker.js"));
}

export class PdfPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly timeoutMs: number;

  constructor(options: PoolOptions = {}) {
    this.size = Math.max(1, options.threads ?? Math.min(2, os.availableParallelism() - 1));
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** The PDF of `input` drawn by the renderer of `kind` (pdf/worker.ts), in a worker thread. */
  render(kind: PdfKind, input: unknown): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ kind, input, resolve, reject });
      this.next();
    });
  }

  /** Threads running now (tests). */
  get running(): number {
    return this.threads.length;
  }

  /** Jobs queued or being drawn now (tests). */
  get busy(): number {
    return this.queue.length + this.threads.filter((t) => t.job).length;
  }

  /** Ends every thread; queued and running jobs are rejected. A later render starts threads again. */
  async stop(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new PdfRenderError("The PDF renderer stopped"));
    await Promise.all([...this.threads].map((t) => this.end(t, new PdfRenderError("The PDF renderer stopped"))));
  }

  private next(): void {
    while (this.queue.length) {
      const thread = this.threads.find((t) => t.ready && !t.job);
      if (!thread) {
        // a thread still starting takes the next job when ready
        if (this.threads.length < this.size && !this.threads.some((t) => !t.ready)) this.spawn();
        return;
      }
      this.run(thread, this.queue.shift()!);
    }
  }

  private spawn(): Thread {
    const thread: Thread = { worker: startWorker(), ready: false, job: null, timer: null };
    thread.worker.on("message", (answer: PdfAnswer) => {
      if ("ready" in answer) {
        thread.ready = true;
        this.next();
        return;
      }
      const job = thread.job;
      if (!job) return;
      this.settle(thread);
      if (answer.ok) job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else job.reject(new PdfRenderError(answer.message));
      this.next();
    });
    thread.worker.on("error", (err) => this.lost(thread, new PdfRenderError(`The PDF renderer failed: ${err.message}`)));
    thread.worker.on("exit", (code) => this.lost(thread, new PdfRenderError(`The PDF renderer exited (${code})`)));
    this.threads.push(thread);
    return thread;
  }

  private run(thread: Thread, job: Job): void {
    thread.job = job;
    thread.timer = setTimeout(() => {
      // a render past its time: the thread is busy with it and cannot be interrupted, so it is ended and replaced
      void this.end(thread, new PdfRenderError(`The PDF took longer than ${this.timeoutMs} ms to draw`));
      this.next();
    }, this.timeoutMs);
    thread.worker.postMessage({ kind: job.kind, input: job.input });
  }

  private settle(thread: Thread): void {
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    thread.job = null;
  }

  /** A thread that died or errored: its job fails, and it is no longer used. */
  private lost(thread: Thread, err: Error): void {
    const i = this.threads.indexOf(thread);
    if (i < 0) return;
    this.threads.splice(i, 1);
    // a thread that died before it was ready fails the first queued job, so that a broken start cannot loop
    const job = thread.job ?? (thread.ready ? undefined : this.queue.shift());
    this.settle(thread);
    job?.reject(err);
    this.next();
  }

  private async end(thread: Thread, err: Error): Promise<void> {
    this.lost(thread, err);
    thread.worker.removeAllListeners();
    // an 'error' after the listeners are gone would otherwise be thrown
    thread.worker.on("error", () => {});
    await thread.worker.terminate();
  }
}

/** The process's pool: both renderers' jobs, one or two threads. Stopped by the app's stop(). */
export const pdfPool = new PdfPool();
