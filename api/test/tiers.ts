/**
 * The system tier's tests inside a file of the quick tier: a burst of a thousand writes, a chain of a hundred
 * automation runs, the largest PDFs drawn four at a time, a 50 MB transfer, a worker process killed mid-job. `npm test`
 * runs them like any other; `npm run test:quick` (TEST_TIER=quick) skips them, as it leaves out the system tier's
 * files (api/jest.config.js).
 */
export const systemTest: jest.It = process.env.TEST_TIER === "quick" ? it.skip : it;
