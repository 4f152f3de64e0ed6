import { attachmentPaths, attachmentRefusal, MAX_ATTACHMENT_BYTES, sizeText, STORAGE_MESSAGES, uploadFailureMessage } from './attachments';

describe('attachmentRefusal', () => {
  it('lets photos and PDFs up to 20 MB through', () => {
    expect(attachmentRefusal({ name: 'lek.jpg', type: 'image/jpeg', size: 5_000_000 })).toBeNull();
    expect(attachmentRefusal({ name: 'keuring.pdf', type: 'application/pdf', size: MAX_ATTACHMENT_BYTES })).toBeNull();
  });

  it('refuses a program, naming the file and what is allowed', () => {
    expect(attachmentRefusal({ name: 'setup.exe', type: 'application/x-msdownload', size: 1000 })).toBe(
      "'setup.exe' is geen foto of pdf. Voeg alleen afbeeldingen (jpg, png, webp, gif) of pdf-bestanden toe.",
    );
    expect(attachmentRefusal({ name: 'onbekend', type: '', size: 10 })).toMatch(/^'onbekend' is geen foto of pdf/);
  });

  it('refuses a file over 20 MB with its size', () => {
    expect(attachmentRefusal({ name: 'scan.pdf', type: 'application/pdf', size: 30 * 1024 * 1024 })).toBe("'scan.pdf' is groter dan 20 MB (30 MB).");
  });
});

test('sizes read as staff write them', () => {
  expect(sizeText(512)).toBe('512 bytes');
  expect(sizeText(340 * 1024)).toBe('340 kB');
  expect(sizeText(1.25 * 1024 * 1024)).toBe('1,3 MB');
});

test("a file's path is its table, its row and a new id, with the thumbnail beside it", () => {
  const row = '8f14e45f-ceea-467f-a8f8-9b6b4a2c1d00';
  const one = attachmentPaths('malfunctions', row, 'image/jpeg');
  const other = attachmentPaths('malfunctions', row, 'image/jpeg');
  expect(one.path).toMatch(new RegExp(`^malfunctions/${row}/[0-9a-f-]{36}\\.jpg$`));
  expect(one.thumbPath).toBe(one.path.replace(/\.jpg$/, '.thumb.jpg'));
  expect(other.path).not.toBe(one.path);
  expect(attachmentPaths('housing', row, 'application/pdf', '0a0a0a0a-0000-4000-8000-000000000000').path).toBe(`housing/${row}/0a0a0a0a-0000-4000-8000-000000000000.pdf`);
});

describe('uploadFailureMessage', () => {
  it("tells the storage API's refusals in Dutch, by the code in its answer", () => {
    expect(uploadFailureMessage(413)).toBe(STORAGE_MESSAGES['413']);
    expect(uploadFailureMessage(415, '{"statusCode":"415","error":"invalid_mime_type"}')).toBe(STORAGE_MESSAGES['415']);
    // Hosted storage answers a policy's refusal as 400 with statusCode 403.
    expect(uploadFailureMessage(400, '{"statusCode":"403","error":"Unauthorized"}')).toBe(STORAGE_MESSAGES['403']);
    expect(uploadFailureMessage(401)).toBe(STORAGE_MESSAGES['403']);
  });

  it('falls back to a general text for what it does not know', () => {
    expect(uploadFailureMessage(500, '<html>')).toBe(STORAGE_MESSAGES.other);
  });
});
