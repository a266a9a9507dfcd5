import { PREFERENCES_KEY } from '../storage/preferences';

/**
 * Runs before the first paint (inline in <head>) so a light-theme player never sees a dark flash. It
 * only reads the stored theme; the versioned parse happens in the app.
 */
export const THEME_BOOT_SCRIPT = `try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(
  PREFERENCES_KEY,
)})||'{}');if(p&&(p.theme==='light'||p.theme==='dark'))document.documentElement.dataset.theme=p.theme}catch(e){}`;
