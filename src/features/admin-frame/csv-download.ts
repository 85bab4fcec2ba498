// The back-office's CSV downloads (products, decision 020; orders, decision 188), as the browser
// gets them from the page that asked the API.

/** Today in India, YYYY-MM-DD: the day a download is named for. */
const dayInIndia = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** A CSV text as a download named `<name>-<day>.csv`, never kept by a cache. */
export function csvDownloadResponse(csv: string, name: string): Response {
  // The BOM the API wrote was taken off when its answer was read as text: put it back for spreadsheets.
  return new Response(`\uFEFF${csv.replace(/^\uFEFF/, '')}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${dayInIndia(new Date())}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
