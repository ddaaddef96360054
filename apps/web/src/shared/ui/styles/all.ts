// The whole of Mantine's styles: loaded beside every page outside the storefront's first load
// (app/lazyPage.ts) and by the storefront's larger dialogs. The storefront's own part is app/storefront.css.
import '@mantine/core/styles.css';
