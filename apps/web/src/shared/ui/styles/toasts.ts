// What toasts add to the storefront's styles (app/storefront.css).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
