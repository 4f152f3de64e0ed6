import { readHousingCsv } from './housingCsv';

describe('readHousingCsv', () => {
  it('maps the export’s Dutch headers to fields, whatever the column order; Straat is left to the building', () => {
    const text = '\uFEFFStraat;Gebouw;Huisnummer;Verdieping;Type;Status;m²;Balkon m²;Oriëntatie;Opmerkingen\r\n' + 'Dorpsstraat;Dom;12A;2;Koop;Verhuurd;75,5;;Zuid;"Hoek; tuin"\r\n';
    expect(readHousingCsv(text)).toEqual({
      error: null,
      rows: [
        {
          building: 'Dom',
          house_number: '12A',
          floor: '2',
          type: 'Koop',
          status: 'Verhuurd',
          square_meters: '75,5',
          balcony_size: '',
          orientation: 'Zuid',
          comments: 'Hoek; tuin',
        },
      ],
    });
  });

  it('reads , as separator and headers in any case; a short line leaves the rest out', () => {
    expect(readHousingCsv('gebouw,HUISNUMMER,etage\nDom,1\n')).toEqual({ error: null, rows: [{ building: 'Dom', house_number: '1' }] });
  });

  it('names the headers a file lacks, and says when there is nothing to import', () => {
    expect(readHousingCsv('Gebouw;Straat\nDom;Oudegracht\n')).toEqual({ rows: null, error: 'Kolom ontbreekt in het bestand: Huisnummer, Verdieping.' });
    expect(readHousingCsv('Gebouw;Huisnummer;Verdieping\r\n')).toEqual({ rows: null, error: 'Het bestand bevat geen woningen.' });
    expect(readHousingCsv('')).toEqual({ rows: null, error: 'Het bestand is leeg.' });
    const many = `Gebouw;Huisnummer;Verdieping\n${'Dom;1;0\n'.repeat(50001)}`;
    expect(readHousingCsv(many)).toEqual({ rows: null, error: 'Het bestand bevat 50.001 woningen; importeer er ten hoogste 50.000 tegelijk.' });
    expect(readHousingCsv(`Gebouw;Huisnummer;Verdieping\n${'Dom;1;0\n'.repeat(50000)}`).rows).toHaveLength(50000);
  });
});
