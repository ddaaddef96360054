export type TDemoBooking = { reference: string; token: string };
export function paidDemoBooking(base: string): Promise<TDemoBooking>;
export function manageBookingPath(booking: TDemoBooking): string;
