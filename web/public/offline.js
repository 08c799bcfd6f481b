// The offline page (public/offline.html, served by sw.js in place of any page that needs the network):
// as soon as the connection is back, load the page that was asked for. External file: the CSP allows
// no inline script.
window.addEventListener('online', function () {
  location.reload();
});
