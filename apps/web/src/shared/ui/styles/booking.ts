// What the booking box (its calendar, slots, party and contact fields) adds to the storefront's styles
// (app/storefront.css), in the order of @mantine/core/styles.css. The whole of Mantine's styles (all.ts) is
// a quarter of a megabyte: a phone spends a long task restyling the page when it arrives.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/dates/styles.css';
