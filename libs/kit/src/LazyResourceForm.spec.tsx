import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as v from "valibot";
import { TextInput } from "@facility/ui/form";
import { ListPage } from "./ListPage";
import { FORM_LOAD_FAILED } from "./LazyResourceForm";
import { defineForm, defineResource, type FieldsProps } from "./resource";
import { listAnswer, renderWithData } from "./testing";

interface Room {
  id: string;
  name: string;
}

const schema = v.object({ name: v.string() });
type In = v.InferInput<typeof schema>;

function Fields({ form }: FieldsProps<In, In, Room>) {
  return <TextInput control={form.control} name="name" label="Naam" />;
}

const roomForm = defineForm({
  schema,
  Fields,
  empty: { name: "" },
  texts: {
    addTitle: "Nieuwe kamer",
    editTitle: "Kamer bewerken",
    added: { title: "-" },
    updated: { title: "-" },
    failure: { title: "Fout" },
  },
});

const load = jest.fn<Promise<typeof roomForm>, []>();

/** A new resource each test: a page visit loads a form once. */
const roomsResource = () =>
  defineResource({
    table: "spaces",
    select: "id, name",
    columns: [{ key: "name", label: "Naam", text: (r) => r.name }],
    defaultSort: { key: "name", direction: "asc" },
    texts: {
      title: "Kamers",
      add: "Kamer Toevoegen",
      empty: "Nog geen kamers.",
      loadError: "Fout",
    },
    rowLabel: (r) => r.name,
    form: { load: () => load() },
  });

beforeEach(() => {
  load.mockReset();
  const rooms = roomsResource();
  renderWithData(<ListPage resource={rooms} />, [
    listAnswer(rooms, [{ id: "r1", name: "Kamer 1" }]),
  ]);
});

it("loads the form only when it is about to open, and opens it once loaded", async () => {
  load.mockResolvedValue(roomForm);
  expect(load).not.toHaveBeenCalled();
  await userEvent.click(
    screen.getByRole("button", { name: "Kamer Toevoegen" }),
  );
  expect(
    await screen.findByRole("dialog", { name: "Nieuwe kamer" }),
  ).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Naam" })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it("says so in Dutch when the form cannot be loaded, and tries again at the next opening", async () => {
  load.mockRejectedValue(
    new TypeError("Failed to fetch dynamically imported module"),
  );
  const add = screen.getByRole("button", { name: "Kamer Toevoegen" });
  await userEvent.click(add);
  expect(await screen.findByText(FORM_LOAD_FAILED)).toBeInTheDocument();
  expect(screen.queryByRole("dialog", { name: "Nieuwe kamer" })).toBeNull();

  // The connection is back: the next opening loads it.
  load.mockResolvedValue(roomForm);
  await userEvent.click(add);
  expect(
    await screen.findByRole("dialog", { name: "Nieuwe kamer" }),
  ).toBeInTheDocument();
});
