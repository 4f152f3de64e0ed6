// The headless list alone (@facility/kit/list), for a page that is not a table (cards,
// a day's list): without the list page, its table and its form, whose imports the
// barrel brings along, so such a page does not download them.
export { defineList, type ListSource } from './resource';
export { useListController, type ListController } from './useListController';
export { ListPagination } from './ListPagination';
