// The offline page (public/offline.html, served by sw.js in place of any page that needs the network):
// as soon as the connection is back, load the page that was asked for. External file: the CSP allows
// no inline script.
function retry() {
  location.reload();
}
window.addEventListener('online', retry);
// Shown although the browser says it is online: the connection came back while this page loaded, or
// the server could not be reached. Try again every few seconds, as the page says it will.
if (navigator.onLine) setTimeout(retry, 3000);
