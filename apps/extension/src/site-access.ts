/**
 * The sites makeRequest and prepareStream work on. Sources live on any site, so the extension
 * asks for every http and https site (not `<all_urls>`, which adds file and other schemes);
 * the viewer can withdraw it in the browser, and then hello says `hasPermission: false`.
 */
export const SITE_ACCESS: chrome.permissions.Permissions = {
  origins: ['http://*/*', 'https://*/*'],
};
