/**
 * Where the company and employee menus show the activity in progress (operations.md §2). The panel comes
 * with the start/finish-activity issue; until then the slot renders nothing.
 */
export function ActivityInProgressSlot() {
  return null;
}
