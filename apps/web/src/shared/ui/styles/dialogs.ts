// What a confirmation dialog (shared/ui/ConfirmModal.tsx) adds to the storefront's styles (app/storefront.css),
// in the order of @mantine/core/styles.css: for a storefront page that opens one.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
