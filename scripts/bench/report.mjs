// Turns the bench's results into a Markdown report (bench/REPORT.md) and a console table.

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};
const min = (xs) => {
  const v = xs.filter((x) => typeof x === 'number');
  return v.length ? Math.min(...v) : null;
};
const kb = (n) => (n == null ? '–' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n) => (n == null ? '–' : `${Math.round(n)} ms`);
const num = (n) => (n == null ? '–' : String(Math.round(n)));

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** The same table for a terminal: columns padded, no Markdown. */
function plain(head, rows) {
  const all = [head, ...rows].map((r) => r.map((c) => String(c).replace(/\*\*/g, '').replace(/`/g, '')));
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  return all.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
}

/**
 * @param {any} results what scripts/bench.mjs gathered
 * @param {typeof import('./budgets.mjs')} budgets
 */
export function renderReport(results, budgets) {
  const { machine } = results;
  const md = [];
  const out = [];

  md.push('# Benchmark report');
  md.push('');
  md.push(
    `Measured ${machine.date.slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\`${machine.quick ? ' **--quick** (tooling check, not the figures)' : ''}, ` +
      `on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGB} GB, Node ${machine.node}. ` +
      `Load average (1, 5, 15 min) before: ${machine.loadBefore}; after: ${machine.loadAfter}.`,
  );
  md.push('');
  md.push(
    results.failures.length
      ? `**${results.failures.length} budget(s) broken:**\n\n${results.failures.map((f) => `- ${f}`).join('\n')}`
      : '**Every budget of DESIGN.md section 8 holds.**',
  );
  md.push('');

  // Lighthouse
  const lh = results.lighthouse ?? {};
  if (Object.keys(lh).length) {
    const runs = machine.options.runs;
    const head = ['Page', 'Path', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'Transferred', 'Script'];
    const rows = Object.entries(lh).map(([name, rs]) => {
      const score = (k) => {
        const m = median(rs.map((r) => r[k]));
        const lo = min(rs.map((r) => r[k]));
        return rs.length > 1 ? `${num(m)} (min ${num(lo)})` : num(m);
      };
      return [
        name,
        `\`${results.pages[name]}\``,
        score('performance'),
        score('accessibility'),
        score('bestPractices'),
        score('seo'),
        rs.length > 1 ? `${ms(median(rs.map((r) => r.lcp)))} (max ${ms(Math.max(...rs.map((r) => r.lcp ?? Infinity)))})` : ms(median(rs.map((r) => r.lcp))),
        ms(median(rs.map((r) => r.tbt))),
        (median(rs.map((r) => r.cls)) ?? 0).toFixed(3),
        kb(median(rs.map((r) => r.bytes))),
        kb(median(rs.map((r) => r.scriptBytes))),
      ];
    });
    const over = results.lighthouseServer ? `, over ${results.lighthouseServer.protocol}` : ', over plain HTTP/1.1';
    md.push(`## Lighthouse (mobile, simulated throttling${over}; median of ${runs} run${runs > 1 ? 's' : ''}, min in brackets)`);
    md.push('');
    md.push(table(head, rows));
    md.push('');
    const everyRun = Object.values(lh).flat();
    const indexes = everyRun.map((r) => r.benchmarkIndex).filter((n) => typeof n === 'number');
    const browsers = [...new Set(everyRun.map((r) => r.browser).filter(Boolean))];
    if (indexes.length) {
      md.push(
        `Chromium ${browsers.join(', ') || 'of unknown version'}. The host's speed during these runs, by Lighthouse's own measure (\`benchmarkIndex\`, higher is faster): median ${Math.round(median(indexes))}, ${Math.round(min(indexes))}–${Math.round(Math.max(...indexes))}. ` +
          "Simulated throttling multiplies the page's real main-thread tasks by 4, so the same pages measure later on a slower or busier host; compare runs on hosts of like speed.",
      );
      md.push('');
    }
    if (results.lighthouseServer) {
      md.push(
        `Measured as shoppers reach the shop: over HTTPS with HTTP/2 from the shop's own server (\`TLS_CERT_FILE\`, docs/decisions/100 and 101; ${results.lighthouseServer.url}, the same build on a database seeded as the main server's, with a certificate made for this run that only this run's Chromium accepts). ` +
          'A proxy or CDN in front (README, Deploying) speaks HTTPS and HTTP/2 to shoppers the same way; no production shop is reached over plain HTTP (its cookies are Secure).',
      );
      md.push('');
    }
    const plainRuns = Object.entries(results.lighthouseHttp1 ?? {});
    if (plainRuns.length) {
      const lcpOf = (rs) => rs.map((r) => ms(r.lcp)).join(', ');
      md.push(
        `For comparison, not budgeted: LCP over plain HTTP/1.1 from the main server (one run a page): ${plainRuns.map(([name, rs]) => `${name} ${lcpOf(rs)}`).join('; ')}. ` +
          "Lighthouse's simulation gives every request after the document a cold connection of its own over HTTP/1.1 (bench/PROFILE.md, sixth pass).",
      );
      md.push('');
    }
    md.push(
      `Budgets: performance ≥ ${budgets.LIGHTHOUSE.performance} in every run (${budgets.LIGHTHOUSE_PERFORMANCE_AIM} is the aim), LCP at most ${budgets.LCP_MS} ms and CLS ${budgets.CLS} in every run, accessibility, best practices and SEO 100; ` +
        '/cart is measured as a signed-in shopper with two products in the cart; DESIGN.md section 8 budgets home, a product page, the product list and a static content page, so /cart\'s accessibility and best practices are held to 100 but its performance is reported, not budgeted, and its SEO (noindex, disallowed in robots.txt) neither. Transferred and script bytes are what the browser received (brotli).',
    );
    const notes = [];
    for (const [name, rs] of Object.entries(lh)) {
      const audits = {};
      for (const r of rs) for (const [cat, ids] of Object.entries(r.failing)) for (const id of ids) (audits[cat] ??= new Set()).add(id);
      const parts = Object.entries(audits).map(([cat, ids]) => `${cat}: ${[...ids].join(', ')}`);
      if (parts.length) notes.push(`- ${name}: ${parts.join('; ')}`);
      const lcp = rs.find((r) => r.lcpElement)?.lcpElement;
      if (lcp) notes.push(`- ${name} LCP element: \`${lcp.slice(0, 140)}\``);
      // The run with the median LCP: what its simulated LCP waited for (scripts/bench/lighthouse.mjs).
      const traced = rs.filter((r) => r.lcpWaitedFor).sort((a, b) => a.lcp - b.lcp);
      const median = traced[Math.floor(traced.length / 2)];
      if (median) {
        const ends = (nodes) => nodes.map((n) => `${n.what} ends ${n.endMs} ms`).join('; ');
        notes.push(`- ${name} simulated LCP ${Math.round(median.lcp)} ms waited for: optimistic ${ends(median.lcpWaitedFor.optimistic)}; pessimistic ${ends(median.lcpWaitedFor.pessimistic)}`);
      }
    }
    if (notes.length) {
      md.push('');
      md.push('Audits below full marks in any run, each page\'s LCP element, and what its simulated LCP waited for (the median run; the last three requests or main-thread tasks of each of Lantern\'s two graphs, whose mean is the LCP):');
      md.push('');
      md.push(...notes);
    }
    md.push('');
    out.push('Lighthouse', plain(head, rows), '');
  }

  // Bytes
  const bytes = Object.entries(results.bytes ?? {});
  if (bytes.length) {
    const staticBudget = budgets.STATIC_PAGE_JS;
    const head = ['Path', 'Status', 'JS', 'React runtime', 'Other JS', 'CSS', 'Islands', 'On interaction', 'When first needed'];
    const rows = bytes.map(([path, b]) => [
      path === '__layout' ? '(layout only: 404 page)' : `\`${path}\``,
      String(b.status),
      budgets.STATIC_CONTENT_PAGES.includes(path) && b.jsGzip > staticBudget ? `**${kb(b.jsGzip)}**` : kb(b.jsGzip),
      kb(b.reactGzip),
      kb(b.otherJsGzip),
      b.cssGzip > budgets.CSS_PER_PAGE ? `**${kb(b.cssGzip)}**` : kb(b.cssGzip),
      b.islands.join(', ') || '–',
      b.laterIslands?.length ? `${b.laterIslands.join(', ')}: +${kb(b.laterJsGzip)}` : '–',
      b.lazyModules?.length ? `${b.lazyModules.join(', ')}: +${kb(b.lazyJsGzip)}` : '–',
    ]);
    md.push('## JavaScript and CSS per page (gzip level 9, from the page\'s tags and the build output)');
    md.push('');
    if (results.html?.product != null) {
      md.push(
        `A product page's HTML: ${kb(results.html.product)} before compression (budget ${kb(budgets.PRODUCT_PAGE_HTML)}), ` +
          `the best seller's with ${results.productReviews ?? 'its'} reviews on the first page of them (the page size is 10; the bench adds reviews from new shoppers up to it).`,
      );
      md.push('');
    }
    md.push(table(head, rows));
    md.push('');
    md.push(
      `JS counts every module the page loads up front: its module scripts, each island's component and renderer with their static imports, inline scripts, and what the page's scripts import once it has painted (the storefront's file, decision 094). ` +
        `"On interaction": islands hydrated on the shopper's first focus or touch inside them (\`client:interaction\`, such as the header search) and what they add then; not part of the page's download. "When first needed": modules imported dynamically (the toaster, at the first toast), with what they bring; not part of the page's download either. ` +
        `"React runtime" is the renderer's closure plus the JSX runtime. Budgets: static content pages (${budgets.STATIC_CONTENT_PAGES.join(', ')}) hydrate only the layout's islands, send no React and at most ${kb(staticBudget)} of JS; CSS at most ${kb(budgets.CSS_PER_PAGE)} on every page. Bold: over budget.`,
    );
    md.push('');
    out.push('JavaScript and CSS (gzip)', plain(head, rows), '');
  }

  // Server
  const o = machine.options;
  const serverTables = (l, title) => {
    if (!l?.served) return;
    const fig = (r) => (r ? [num(r.rps), ms(r.p50), ms(r.p99), String(r.errors + r.timeouts + r.non2xx)] : ['–', '–', '–', '–']);
    const head = ['Target', 'Path', 'Connections', 'req/s', 'p50', 'p99', 'Errors', 'Rendered: req/s', 'p50', 'p99', 'Errors'];
    const rows = [
      ...Object.entries(l.served).map(([name, r]) => [name, `\`${results.targets[name]}\``, String(r.connections ?? o.connections), ...fig(r), ...fig(l.rendered?.[name])]),
      ['long tail', `random of ${l.longTail?.served?.random ?? '–'} products`, String(l.longTail?.served?.connections ?? '–'), ...fig(l.longTail?.served), ...fig(l.longTail?.rendered)],
      ['search', `random of ${l.search?.served?.random ?? '–'} terms`, String(l.search?.served?.connections ?? '–'), ...fig(l.search?.served), ...fig(l.search?.rendered)],
    ];
    const renderHead = ['Rendered afresh', 'Connections', 'req/s', 'Server time each', 'p50', 'p99', 'Errors', 'Budget'];
    const renderRows = Object.entries(l.render ?? {}).map(([name, r]) => {
      const min = budgets.RENDER_MIN_RPS[name];
      const each = r.rps > 0 ? `${(1000 / r.rps).toFixed(1)} ms` : '–';
      return [name === 'product' ? `product (random of ${r.random})` : name, String(r.connections), r.rps < min ? `**${num(r.rps)}**` : num(r.rps), each, ms(r.p50), ms(r.p99), String(r.errors + r.timeouts + r.non2xx), `≥ ${min}/s (${(1000 / min).toFixed(0)} ms)`];
    });
    md.push(title);
    md.push('');
    md.push(table(head, rows));
    md.push('');
    md.push(table(renderHead, renderRows));
    md.push('');
    const first = l.searchFirst;
    const firstLine = first
      ? `Search, each of the ${first.count} terms' first answer, one request at a time before any load searched for it (what a search found is kept until the catalogue changes, docs/decisions/089-search-results-kept-until-a-change.md, so the loads above mostly meet kept results): p50 ${first.p50} ms, p99 ${first.p99} ms, slowest ${first.max} ms (\`${first.slowest}\`).`
      : null;
    if (firstLine) md.push(firstLine, '');
    const kept = l.pagesKept;
    const keptLine = kept
      ? kept.kept
        ? `The long tail as served: measured once the server said it kept every page of its sitemap (rendered ahead of shoppers while no request was in flight, docs/decisions/099-every-catalogue-page-kept.md), after waiting ${(kept.ms / 1000).toFixed(1)} s past the runs above. Rendered: the same requests with \`Cache-Control: no-cache\`.`
        : `The long tail as served: **the server did not say it kept every page of its sitemap** within ${(kept.ms / 1000).toFixed(0)} s; measured anyway.`
      : null;
    if (keptLine) md.push(keptLine, '');
    out.push(title.replace(/^#+ /, ''), plain(head, rows), '', plain(renderHead, renderRows), '', ...(firstLine ? [firstLine, ''] : []), ...(keptLine ? [keptLine, ''] : []));
  };
  if (results.load?.served) {
    md.push(`## Server (autocannon after a ${o.warmup} s warm-up, \`Accept-Encoding: br, gzip\`; ${o.duration} s a run, the long tail ${o.longTailSeconds ?? 60} s)`);
    md.push('');
    md.push(
      '"req/s … Errors": as served, with the page cache (docs/decisions/063-content-keyed-page-cache.md); "Rendered": every answer rendered afresh (`Cache-Control: no-cache`), the cost without it. ' +
        'Long tail and search: each request picks a product page, or a search term drawn from the product names, at random. ' +
        '"Rendered afresh": one process at 10 connections, every answer rendered; server time each = 1 / (answers a second). Errors count timeouts (no answer within 10 s) and non-2xx answers.',
    );
    md.push('');
    serverTables(results.load, '### Demo catalogue');
    if (results.growth?.load?.served) {
      const g = results.growth;
      serverTables(g.load, `### ${g.products} products (${g.database ?? 'PGlite'})`);
      md.push(
        `A separate bench database grown by \`scripts/bench/grow-catalogue.mjs\` (${g.growSeconds} s). ` +
          `There sitemap.xml lists ${g.sitemapUrls} URLs and took ${g.sitemapMs} ms to render once.`,
      );
      md.push('');
    }
    md.push(
      'Budgets (DESIGN.md section 8), on the served and the rendered figures alike: ' +
        `the long tail (${budgets.LONG_TAIL.connections} connections) and search (${budgets.SEARCH.connections} connections) p99 under ${budgets.LONG_TAIL.p99Ms} ms; a render at most 4 ms for a product page and 5 ms for a listing; no errors anywhere. ` +
        `One page at ${o.connections} connections (the first rows) has no p99 budget in section 8; its errors count (docs/decisions/096). ` +
        'autocannon runs on the same machine as the server, so they share its cores.',
    );
    md.push('');
  }

  // Memory
  const mem = Object.entries(results.memory ?? {}).filter(([, m]) => m);
  if (mem.length) {
    // Heap and WebAssembly count both threads; the database thread's own part (PGlite, decision 073) in the last column.
    const head = ['Server', 'Peak RSS', 'Budget', 'RSS at stop', 'JS heap used / total', 'WebAssembly (PGlite) and external', 'ArrayBuffers', 'Page cache (memory; files on disk)', 'Of which the database thread (heap / WebAssembly and external)'];
    const rows = mem.map(([name, m]) => [
      name === 'demo' ? 'demo catalogue' : name === 'lighthouse' ? 'demo catalogue over HTTPS (Lighthouse only)' : `${results.growth?.products ?? o.products} products`,
      m.peakRssMB >= m.budgetMB ? `**${m.peakRssMB} MB**` : `${m.peakRssMB} MB`,
      `${m.budgetMB} MB`,
      `${m.rssMB} MB`,
      `${m.heapUsedMB} / ${m.heapTotalMB} MB`,
      `${m.wasmAndExternalMB} MB`,
      `${m.arrayBuffersMB} MB`,
      m.pageCacheDisk ? `${m.pageCacheMB} MB; ${m.pageCacheDisk.pages} pages, ${m.pageCacheDisk.MB} MB on disk` : `${m.pageCacheMB} MB`,
      m.databaseThread ? `${m.databaseThread.heapUsedMB} / ${m.databaseThread.heapTotalMB} MB, ${m.databaseThread.wasmAndExternalMB} MB` : '—',
    ]);
    md.push('## Memory (each server\'s own account at its stop: src/server/http/memory.ts)');
    md.push('');
    md.push(table(head, rows));
    md.push('');
    md.push('Peak RSS is the process\'s high-water mark over the whole run (getrusage). The soak\'s server, on the demo catalogue, reports its own in bench/SOAK.md against the same budget.');
    md.push('');
    out.push('Memory', plain(head, rows), '');
  }

  const sd = results.shutdown ?? {};
  if (sd.main) {
    md.push(
      `Graceful stop (SIGTERM): exit ${sd.main.code ?? sd.main.signal} after ${sd.main.ms} ms` +
        (sd.lighthouse ? `; the HTTPS server exit ${sd.lighthouse.code ?? sd.lighthouse.signal} after ${sd.lighthouse.ms} ms` : '') +
        (sd.growth ? `; growth server exit ${sd.growth.code ?? sd.growth.signal} after ${sd.growth.ms} ms.` : '.'),
    );
    md.push('');
  }
  if (results.soak) {
    md.push(`Soak (${results.soak.minutes} min of mixed shoppers, scripts/soak.mjs): **${results.soak.passed ? 'passed' : 'FAILED'}**; its figures and memory: ${results.soak.report}.`);
    md.push('');
  }
  if (results.aimMissed?.length) {
    md.push(`Performance short of the aim of ${budgets.LIGHTHOUSE_PERFORMANCE_AIM} (the floor is ${budgets.LIGHTHOUSE.performance}): ${results.aimMissed.join('; ')}.`);
    md.push('');
  }
  md.push(`Options of this run: \`${JSON.stringify(o)}\`${o.databaseUrl ? '' : ' (the grown catalogue on PGlite)'}.`);
  md.push('');
  md.push('How to run and read this: bench/README.md. Raw figures: bench/results/latest.json (not committed).');
  md.push('');

  if (results.failures.length) out.push(`${results.failures.length} budget(s) broken:`, ...results.failures.map((f) => `  - ${f}`));
  return { markdown: md.join('\n'), console: out.join('\n') };
}
