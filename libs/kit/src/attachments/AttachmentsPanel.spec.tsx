import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attachmentsKey, type AttachmentFile } from '@facility/data/attachments';
import { ListPage } from '../ListPage';
import { defineResource } from '../resource';
import { withAttachments } from './attachmentCount';
import { listAnswer, renderWithData, type Answers } from '../testing';
import AttachmentsPanel from './AttachmentsPanel';

const ROW = '00000003-0000-4000-8000-000000000001';
const photo: AttachmentFile = {
  path: `malfunctions/${ROW}/a.jpg`,
  name: 'lekkage.jpg',
  mimetype: 'image/jpeg',
  size: 420 * 1024,
  created_at: '2026-11-26T10:00:00Z',
  thumb_path: `malfunctions/${ROW}/a.thumb.jpg`,
};
const certificate: AttachmentFile = { ...photo, path: `malfunctions/${ROW}/b.pdf`, name: 'keuring.pdf', mimetype: 'application/pdf', size: 2 * 1024 * 1024, thumb_path: null };

const filesAnswer = (files: AttachmentFile[]): Answers => [
  [attachmentsKey('malfunctions', ROW), files],
  [['attachment-thumbnails', photo.thumb_path], new Map([[photo.thumb_path, 'http://files.test/a.thumb.jpg']])],
];

function showPanel(writable: boolean, files = [photo, certificate]) {
  renderWithData(<AttachmentsPanel table="malfunctions" id={ROW} writable={writable} />, filesAnswer(files));
}

describe('a row’s attachments', () => {
  it('shows each file with its thumbnail or PDF sign, name and size', () => {
    showPanel(true);
    expect(screen.getByRole('heading', { name: 'Bijlagen (2)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Bijlagen' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]).getByRole('button', { name: 'Bekijk lekkage.jpg' }).querySelector('img')).toHaveAttribute('src', 'http://files.test/a.thumb.jpg');
    expect(within(tiles[0]).getByText('420 kB')).toBeInTheDocument();
    expect(within(tiles[1]).getByRole('button', { name: 'Open keuring.pdf in een nieuw tabblad' })).toBeInTheDocument();
    expect(within(tiles[1]).getByText('2 MB')).toBeInTheDocument();
  });

  it('offers adding and deleting only to who may change the row', () => {
    showPanel(false);
    expect(screen.queryByRole('button', { name: 'Bestand kiezen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'lekkage.jpg verwijderen' })).not.toBeInTheDocument();
  });

  it('asks before a file is deleted', async () => {
    showPanel(true);
    await userEvent.click(screen.getByRole('button', { name: 'lekkage.jpg verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bijlage verwijderen' });
    expect(dialog).toHaveTextContent('Weet je zeker dat je deze bijlage wilt verwijderen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('refuses a program and a PDF over 20 MB before anything is sent', async () => {
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send');
    showPanel(true, []);
    expect(screen.getByText('Nog geen bijlagen.')).toBeInTheDocument();
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const big = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Bestand kiezen', { selector: 'input' }), [exe, big], { applyAccept: false });
    expect(await screen.findByText(/'setup\.exe' is geen foto of pdf\..*'scan\.pdf' is groter dan 20 MB \(30 MB\)\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Wordt geüpload' })).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });
});

describe('a list of a table with attachments', () => {
  interface Report {
    id: string;
    description: string;
    attachment_count?: number;
  }
  const reports = withAttachments(
    defineResource({
      table: 'nuisances',
      select: 'id, description',
      columns: [{ key: 'description', label: 'Omschrijving', text: (r) => r.description }],
      defaultSort: { key: 'description', direction: 'asc' },
      texts: { title: 'Overlast', empty: 'Geen meldingen.', loadError: 'Fout' },
      rowLabel: (r) => r.description,
    }),
  );
  const rows: Report[] = [
    { id: ROW, description: 'Geluid', attachment_count: 3 },
    { id: '00000003-0000-4000-8000-000000000002', description: 'Stank', attachment_count: 0 },
  ];

  it('reads the count of files with the rows and shows a paperclip where there are any', () => {
    expect(reports.select).toBe('id, description,attachment_count');
    renderWithData(<ListPage resource={reports} />, [listAnswer(reports, rows)]);
    expect(screen.getByRole('columnheader', { name: 'Bijlagen' })).toBeInTheDocument();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByTitle('3 bijlagen')).toHaveTextContent('3');
    expect(within(second).queryByTitle(/bijlage/)).not.toBeInTheDocument();
  });

  it('opens a row that cannot be edited in its details, where its files are', async () => {
    renderWithData(<ListPage resource={reports} />, [listAnswer(reports, rows), [attachmentsKey('nuisances', ROW), [photo]]]);
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Geluid' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bekijken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Geluid' });
    expect(await within(dialog).findByRole('heading', { name: 'Bijlagen (1)' })).toBeInTheDocument();
  });
});

describe('files chosen in a new row’s form', () => {
  it('are listed, can be taken out again, and a refused one is told at once', async () => {
    const { default: NewRowAttachments } = await import('./NewRowAttachments');
    const register = jest.fn();
    renderWithData(<NewRowAttachments table="nuisances" register={register} />);
    const input = screen.getByLabelText('Bestand kiezen', { selector: 'input' });
    const photoFile = new File(['jpeg'], 'geluid.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, [photoFile, new File(['x'], 'notities.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })], { applyAccept: false });
    expect(await screen.findByText(/'notities\.docx' is geen foto of pdf/)).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Gekozen bestanden' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['geluid.jpg (4 bytes)']);
    // Once something is chosen, saving the row sends it.
    expect(register).toHaveBeenLastCalledWith(expect.any(Function));
    await userEvent.click(screen.getByRole('button', { name: 'geluid.jpg weghalen' }));
    expect(screen.queryByRole('list', { name: 'Gekozen bestanden' })).not.toBeInTheDocument();
    expect(register).toHaveBeenLastCalledWith(null);
  });
});
