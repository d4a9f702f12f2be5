/**
 * The Bangla names of Bangladesh's divisions and the 65 shipping locations (contract/bd-geo.ts), for pages and
 * islands shown in Bangla (issue 23): a seller reads "ঢাকা বিভাগ", not "Dhaka division". Ids stay the English ones.
 */
import type { Locale } from './format.ts';
import { DIVISIONS, LOCATIONS, type DivisionId } from './bd-geo.ts';

export const DIVISION_NAMES_BN: Record<DivisionId, string> = {
  barishal: 'বরিশাল',
  chattogram: 'চট্টগ্রাম',
  dhaka: 'ঢাকা',
  khulna: 'খুলনা',
  mymensingh: 'ময়মনসিংহ',
  rajshahi: 'রাজশাহী',
  rangpur: 'রংপুর',
  sylhet: 'সিলেট',
};

export const LOCATION_NAMES_BN: Record<string, string> = {
  barguna: 'বরগুনা',
  barishal: 'বরিশাল',
  bhola: 'ভোলা',
  jhalokati: 'ঝালকাঠি',
  patuakhali: 'পটুয়াখালী',
  pirojpur: 'পিরোজপুর',
  bandarban: 'বান্দরবান',
  brahmanbaria: 'ব্রাহ্মণবাড়িয়া',
  chandpur: 'চাঁদপুর',
  chattogram: 'চট্টগ্রাম',
  'coxs-bazar': 'কক্সবাজার',
  cumilla: 'কুমিল্লা',
  feni: 'ফেনী',
  khagrachhari: 'খাগড়াছড়ি',
  lakshmipur: 'লক্ষ্মীপুর',
  noakhali: 'নোয়াখালী',
  rangamati: 'রাঙ্গামাটি',
  'dhaka-city': 'ঢাকা সিটি',
  'dhaka-suburbs': 'ঢাকার আশপাশ',
  faridpur: 'ফরিদপুর',
  gazipur: 'গাজীপুর',
  gopalganj: 'গোপালগঞ্জ',
  kishoreganj: 'কিশোরগঞ্জ',
  madaripur: 'মাদারীপুর',
  manikganj: 'মানিকগঞ্জ',
  munshiganj: 'মুন্সীগঞ্জ',
  narayanganj: 'নারায়ণগঞ্জ',
  narsingdi: 'নরসিংদী',
  rajbari: 'রাজবাড়ী',
  shariatpur: 'শরীয়তপুর',
  tangail: 'টাঙ্গাইল',
  bagerhat: 'বাগেরহাট',
  chuadanga: 'চুয়াডাঙ্গা',
  jashore: 'যশোর',
  jhenaidah: 'ঝিনাইদহ',
  khulna: 'খুলনা',
  kushtia: 'কুষ্টিয়া',
  magura: 'মাগুরা',
  meherpur: 'মেহেরপুর',
  narail: 'নড়াইল',
  satkhira: 'সাতক্ষীরা',
  jamalpur: 'জামালপুর',
  mymensingh: 'ময়মনসিংহ',
  netrokona: 'নেত্রকোনা',
  sherpur: 'শেরপুর',
  bogura: 'বগুড়া',
  chapainawabganj: 'চাঁপাইনবাবগঞ্জ',
  joypurhat: 'জয়পুরহাট',
  naogaon: 'নওগাঁ',
  natore: 'নাটোর',
  pabna: 'পাবনা',
  rajshahi: 'রাজশাহী',
  sirajganj: 'সিরাজগঞ্জ',
  dinajpur: 'দিনাজপুর',
  gaibandha: 'গাইবান্ধা',
  kurigram: 'কুড়িগ্রাম',
  lalmonirhat: 'লালমনিরহাট',
  nilphamari: 'নীলফামারী',
  panchagarh: 'পঞ্চগড়',
  rangpur: 'রংপুর',
  thakurgaon: 'ঠাকুরগাঁও',
  habiganj: 'হবিগঞ্জ',
  moulvibazar: 'মৌলভীবাজার',
  sunamganj: 'সুনামগঞ্জ',
  sylhet: 'সিলেট',
};

/** A division's name in this language. */
export function divisionName(id: DivisionId, locale: Locale): string {
  return locale === 'bn' ? DIVISION_NAMES_BN[id] : (DIVISIONS.find((d) => d.id === id)?.name ?? id);
}

/** A location's name (a district, or Dhaka city / suburbs) in this language; an unknown id comes back as it is. */
export function locationName(id: string, locale: Locale): string {
  if (locale === 'bn') return LOCATION_NAMES_BN[id] ?? id;
  return LOCATIONS.find((l) => l.id === id)?.name ?? id;
}
