// Runs before first paint: apply the theme kept under localStorage "theme" (default dark) so
// a light-theme user never sees a dark flash. ThemeProvider takes over once React mounts.
(function () {
  var theme = 'dark';
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light';
  } catch (e) {}
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
