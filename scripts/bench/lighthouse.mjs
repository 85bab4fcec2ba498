// Lighthouse on a list of pages, several runs each, in the Chromium the browser tests use.
// Mobile form factor and simulated throttling: Lighthouse's defaults, kept on purpose.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** The figures we keep from one Lighthouse result. */
function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => resources.find((r) => r.resourceType === type)?.transferSize ?? 0;
  // What kept a category below 100: failing audits that count towards its score.
  const failing = {};
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    failing[id] = refs
      .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id]?.score < (id === 'performance' ? 0.9 : 1))
      .map((r) => r.id);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    bytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: bytesOf('script'),
    stylesheetBytes: bytesOf('stylesheet'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failing,
    runtimeError: lhr.runtimeError?.message ?? null,
    finalUrl: lhr.finalDisplayedUrl ?? null,
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's measure of the host's CPU at this run (higher is faster): simulated throttling
    // multiplies the page's real main-thread tasks by 4, so a slower or busier host gives a later LCP.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * What the simulated LCP waited for: Lighthouse's LCP is Lantern's estimate, the mean of an
 * "optimistic" and a "pessimistic" graph of the page's requests and main-thread tasks (each taken
 * from the trace and replayed on the slow phone). For each graph, the three nodes that end last:
 * the request (path and bytes) or the main-thread task (its real duration; simulated ×4). Worked
 * out with Lighthouse's own Lantern code from the run's artifacts; null if that fails.
 */
async function lcpWaitedFor({ artifacts, lhr }) {
  try {
    const settings = artifacts.settings ?? lhr.configSettings;
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, simulator: null, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps };
    const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
    const last = (estimate) =>
      [...estimate.nodeTimings.entries()]
        .sort((a, b) => b[1].endTime - a[1].endTime)
        .slice(0, 3)
        .map(([node, t]) => ({
          what: node.type === 'network' ? `${new URL(node.request.url).pathname} (${Math.round(node.request.transferSize / 1024)} KB)` : `main-thread task (${Math.round(node.duration / 1000)} ms real)`,
          endMs: Math.round(t.endTime),
        }));
    return { optimistic: last(result.optimisticEstimate), pessimistic: last(result.pessimisticEstimate) };
  } catch {
    return null;
  }
}

/**
 * Runs Lighthouse `runs` times on every page (round-robin, so a burst of load on the machine
 * spreads over pages instead of spoiling every run of one page).
 * @param {{ name: string, url: string, cookies?: { name: string, value: string }[] }[]} pages (cookies: set in
 *   the browser before the page is measured, such as a signed-in shopper's session; Lighthouse's
 *   storage reset leaves cookies alone)
 * @param {{ runs: number, reportDir?: string, log?: (s: string) => void, trustSpki?: string }} options (trustSpki:
 *   the base64 SHA-256 of the one certificate key Chromium accepts besides the usual authorities,
 *   the bench's own for localhost)
 * @returns {Promise<Record<string, ReturnType<typeof summarise>[]>>}
 */
export async function runLighthouse(pages, { runs, reportDir, log = console.log, trustSpki }) {
  const chromePath = findChromium({ headlessShell: false });
  if (!chromePath) throw new Error('No Chromium found: run `node scripts/ensure-test-tools.mjs` or set CHROMIUM_PATH');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', '--no-sandbox', ...(trustSpki ? [`--ignore-certificate-errors-spki-list=${trustSpki}`] : [])],
    logLevel: 'silent',
  });
  const results = Object.fromEntries(pages.map((p) => [p.name, []]));
  // The browser's full version (its user agent says only 156.0.0.0): "HeadlessChrome/156.0.8078.108".
  const browser = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((res) => res.json())
    .then((v) => String(v.Browser ?? '').split('/')[1] ?? null)
    .catch(() => null);
  try {
    // Real browser cookies (the page's script reads the signedIn hint from document.cookie) for the
    // pages that ask for them. Before every page, the origin's cookies and localStorage are
    // cleared, so a page measured as a guest does not inherit the shopper of the page before it
    // (Lighthouse's own storage reset leaves both alone). The CDP connection is closed again
    // before Lighthouse starts, so it cannot disturb the trace.
    const withSession = pages.some((p) => p.cookies?.length);
    const prepare = async (page) => {
      if (!withSession) return;
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const origin = new URL(page.url).origin;
        const context = browser.contexts()[0];
        // Storage.* needs a page target (the browser target refuses it): the tab Lighthouse uses.
        const tab = context.pages()[0] ?? (await context.newPage());
        const session = await context.newCDPSession(tab);
        await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cookies,local_storage,session_storage' });
        await session.detach();
        if (page.cookies?.length) await context.addCookies(page.cookies.map((c) => ({ ...c, url: origin })));
      } finally {
        await browser.close();
      }
    };
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        let answer;
        let retried = false;
        // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) is a tooling
        // failure, not a figure of the page: it is run once more, and said so.
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          await prepare(page);
          answer = await lighthouse(page.url, {
            port: chrome.port,
            output: 'html',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
          if (!answer?.lhr.runtimeError) break;
          log(`  lighthouse ${run}/${runs} ${page.name}: ${answer.lhr.runtimeError.code}, measuring again`);
          retried = true;
        }
        if (!answer) throw new Error(`Lighthouse gave no result for ${page.url}`);
        const summary = { ...summarise(answer.lhr), browser, lcpWaitedFor: await lcpWaitedFor(answer), retried };
        results[page.name].push(summary);
        log(
          `  lighthouse ${run}/${runs} ${page.name.padEnd(12)} perf ${summary.performance} a11y ${summary.accessibility} ` +
            `bp ${summary.bestPractices} seo ${summary.seo} LCP ${Math.round(summary.lcp)} ms TBT ${Math.round(summary.tbt)} ms CLS ${summary.cls?.toFixed(3)}`,
        );
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(join(reportDir, `${page.name}-run${run}.html`), String(answer.report));
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
