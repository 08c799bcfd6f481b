/**
 * A self-contained API browser for /api/docs: no CDN (the page must work offline and under the
 * gateway's CSP, which allows only same-origin scripts). It reads /api/docs/openapi.json and lists
 * every operation by tag, with its parameters, request body and answer as JSON Schema.
 */
export const docsHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Converge API</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 16px; background: #111; color: #eee; }
  h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; border-bottom: 1px solid #333; }
  details { background: #1b1b1b; border-radius: 10px; margin: 6px 0; padding: 6px 10px; }
  summary { cursor: pointer; } code, pre { font: 12px ui-monospace, monospace; }
  pre { background: #0b0b0b; padding: 8px; border-radius: 8px; overflow: auto; }
  .m { display: inline-block; min-width: 56px; font-weight: 700; text-transform: uppercase; }
  .get { color: #6cf; } .post { color: #6d6; } .put, .patch { color: #fc6; } .delete { color: #f77; }
  input { width: 100%; padding: 8px; border-radius: 8px; border: 1px solid #333; background: #000; color: #eee; }
</style>
</head>
<body>
<h1>Converge API</h1>
<p>OpenAPI 3.1: <a href="/api/docs/openapi.json" style="color:#6cf">/api/docs/openapi.json</a></p>
<input id="filter" placeholder="Filter by path or name" aria-label="Filter operations">
<main id="ops">Loading…</main>
<script src="/api/docs/docs.js"></script>
</body>
</html>`;

export const docsScript = `(async () => {
  const doc = await (await fetch('/api/docs/openapi.json')).json();
  const main = document.getElementById('ops');
  const el = (tag, props, ...children) => { const e = Object.assign(document.createElement(tag), props); e.append(...children); return e; };
  const block = (title, value) => value === undefined ? '' : el('div', {}, el('strong', { textContent: title }), el('pre', { textContent: JSON.stringify(value, null, 2) }));
  const byTag = {};
  for (const [path, ops] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(ops)) (byTag[op.tags?.[0] ?? 'other'] ??= []).push({ path, method, op });
  const render = (filter) => {
    main.replaceChildren();
    for (const [tag, list] of Object.entries(byTag).sort()) {
      const shown = list.filter(({ path, op }) => !filter || (path + ' ' + op.operationId).toLowerCase().includes(filter));
      if (!shown.length) continue;
      main.append(el('h2', { textContent: tag }));
      for (const { path, method, op } of shown) {
        const [status, ok] = Object.entries(op.responses).find(([s]) => s.startsWith('2')) ?? [];
        main.append(el('details', {},
          el('summary', {}, el('span', { className: 'm ' + method, textContent: method }), el('code', { textContent: path })),
          block('Parameters', op.parameters),
          block('Request body', op.requestBody?.content?.['application/json']?.schema),
          block('Answer ' + (status ?? ''), ok?.content?.['application/json']?.schema ?? ok?.description)));
      }
    }
  };
  render('');
  document.getElementById('filter').addEventListener('input', (e) => render(e.target.value.trim().toLowerCase()));
})();`;
