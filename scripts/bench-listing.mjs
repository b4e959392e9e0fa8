// Seeds the benchmark's database through the API (with its API key), as staff would: a building,
// a published listing with its texts in both languages and four photos, so Lighthouse measures
// /listings and a listing page as visitors get them. Answers the listing's path.
import sharp from 'sharp';

/** A photo with something for the encoders to do: a gradient with a darker band. */
async function photo(width, height, hue) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const band = y > height * 0.6 ? 0.6 : 1;
    pixels[i] = Math.round(((x / width) * 120 + hue) * band) % 256;
    pixels[i + 1] = Math.round(((y / height) * 140 + 60) * band);
    pixels[i + 2] = Math.round(180 * band);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function seedListing(origin, apiKey) {
  const call = async (method, path, body) => {
    const res = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        'api-key': apiKey,
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const address = await call('POST', '/addresses', {
    address: '1200 Rue Peel, Montréal, QC',
    locality: 'Montréal',
    property_type: 'Office',
    rba: 48000,
  });
  const slug = 'bench-peel-tower';
  const para = (en, fr) => ({ en, fr });
  const listing = await call('POST', '/listings', {
    address_id: address.uuid,
    slug,
    kind: 'sale',
    status: 'published',
    title: para('1200 Peel: a downtown office tower', '1200 Peel : une tour de bureaux au centre-ville'),
    price: 48_500_000,
    terms: para(
      'Offers reviewed from March 1.\nVendor financing available.',
      'Offres étudiées dès le 1er mars.\nFinancement du vendeur possible.',
    ),
    highlights: [
      para('Leased at 96 %', 'Louée à 96 %'),
      para('Steps from the metro', 'À deux pas du métro'),
      para('LEED Gold', 'LEED Or'),
    ],
    sections: [
      {
        key: 'overview',
        body: para(
          'A twelve-storey tower in the heart of downtown Montréal.\nRenovated in 2022.',
          'Une tour de douze étages au cœur du centre-ville de Montréal.\nRénovée en 2022.',
        ),
      },
      {
        key: 'about',
        body: para(
          'Built in 1989, 48,000 sq ft of offices over a retail base.',
          'Construite en 1989 : 48 000 pi² de bureaux au-dessus de commerces.',
        ),
      },
    ],
    contact: { name: 'Anne Tremblay', email: 'anne@sterlingcrest.ca', phone: '+1 514 555 0100' },
    agreement: para(
      'You will keep everything shown here confidential.',
      'Vous garderez confidentiel tout ce qui est présenté ici.',
    ),
  });
  for (const [i, hue] of [20, 80, 140, 200].entries()) {
    const form = new FormData();
    form.set('alt_en', `1200 Peel, view ${i + 1}`);
    form.set('alt_fr', `1200 Peel, vue ${i + 1}`);
    form.set('file', new Blob([await photo(2000, 1333, hue)], { type: 'image/jpeg' }), `view-${i + 1}.jpg`);
    await call('POST', `/listings/${listing.id}/photos`, form);
  }
  return `/listings/${slug}`;
}
