/** The API read behind the shell's menu: the menu asks for it, and the boot script starts it on every page. */
export const MAIN_MENU_PATH = '/api/main-menu';
