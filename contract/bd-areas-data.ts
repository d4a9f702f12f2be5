/**
 * The areas of each district (issue 24 item 6): its upazilas, and for Dhaka and Chattogram also the thanas of the
 * metropolitan police (the city addresses couriers and customers write). English and Bangla names, as compact text
 * (one string per district, "English:বাংলা|…") so the 500-odd places cost a few kilobytes.
 *
 * Source of the upazilas: nuhil/bangladesh-geocode (MIT licence, https://github.com/nuhil/bangladesh-geocode,
 * upazilas/upazilas.csv: 494 upazilas with Bangla names), its district spellings mapped to contract/bd-geo.ts's
 * (Barisal → Barishal, Jhalakathi → Jhalokati, Coxsbazar → Cox's Bazar). The metropolitan thanas of Dhaka (DMP) and
 * Chattogram (CMP) are not in that dataset; they are listed here from the two police forces' published thana lists.
 */
/** Upazilas by district id (contract/bd-geo.ts districtId). */
export const UPAZILAS: Readonly<Record<string, string>> = {
  bagerhat:
    'Fakirhat:ফকিরহাট|Bagerhat Sadar:বাগেরহাট সদর|Mollahat:মোল্লাহাট|Sarankhola:শরণখোলা|Rampal:রামপাল|Morrelganj:মোড়েলগঞ্জ|Kachua:কচুয়া|Mongla:মোংলা|Chitalmari:চিতলমারী',
  bandarban:
    'Bandarban Sadar:বান্দরবান সদর|Alikadam:আলীকদম|Naikhongchhari:নাইক্ষ্যংছড়ি|Rowangchhari:রোয়াংছড়ি|Lama:লামা|Ruma:রুমা|Thanchi:থানচি',
  barguna: 'Amtali:আমতলী|Barguna Sadar:বরগুনা সদর|Betagi:বেতাগী|Bamna:বামনা|Pathorghata:পাথরঘাটা|Taltali:তালতলি',
  barishal:
    'Barisal Sadar:বরিশাল সদর|Bakerganj:বাকেরগঞ্জ|Babuganj:বাবুগঞ্জ|Wazirpur:উজিরপুর|Banaripara:বানারীপাড়া|Gournadi:গৌরনদী|Agailjhara:আগৈলঝাড়া|Mehendiganj:মেহেন্দিগঞ্জ|Muladi:মুলাদী|Hizla:হিজলা',
  bhola:
    'Bhola Sadar:ভোলা সদর|Borhan Sddin:বোরহান উদ্দিন|Charfesson:চরফ্যাশন|Doulatkhan:দৌলতখান|Monpura:মনপুরা|Tazumuddin:তজুমদ্দিন|Lalmohan:লালমোহন',
  bogura:
    'Kahaloo:কাহালু|Bogra Sadar:বগুড়া সদর|Shariakandi:সারিয়াকান্দি|Shajahanpur:শাজাহানপুর|Dupchanchia:দুপচাচিঁয়া|Adamdighi:আদমদিঘি|Nondigram:নন্দিগ্রাম|Sonatala:সোনাতলা|Dhunot:ধুনট|Gabtali:গাবতলী|Sherpur:শেরপুর|Shibganj:শিবগঞ্জ',
  brahmanbaria:
    'Brahmanbaria Sadar:ব্রাহ্মণবাড়িয়া সদর|Kasba:কসবা|Nasirnagar:নাসিরনগর|Sarail:সরাইল|Ashuganj:আশুগঞ্জ|Akhaura:আখাউড়া|Nabinagar:নবীনগর|Bancharampur:বাঞ্ছারামপুর|Bijoynagar:বিজয়নগর',
  chandpur:
    'Haimchar:হাইমচর|Kachua:কচুয়া|Shahrasti:শাহরাস্তি|Chandpur Sadar:চাঁদপুর সদর|Matlab South:মতলব দক্ষিণ|Hajiganj:হাজীগঞ্জ|Matlab North:মতলব উত্তর|Faridgonj:ফরিদগঞ্জ',
  chapainawabganj: 'Chapainawabganj Sadar:চাঁপাইনবাবগঞ্জ সদর|Gomostapur:গোমস্তাপুর|Nachol:নাচোল|Bholahat:ভোলাহাট|Shibganj:শিবগঞ্জ',
  chattogram:
    'Rangunia:রাঙ্গুনিয়া|Sitakunda:সীতাকুন্ড|Mirsharai:মীরসরাই|Patiya:পটিয়া|Sandwip:সন্দ্বীপ|Banshkhali:বাঁশখালী|Boalkhali:বোয়ালখালী|Anwara:আনোয়ারা|Chandanaish:চন্দনাইশ|Satkania:সাতকানিয়া|Lohagara:লোহাগাড়া|Hathazari:হাটহাজারী|Fatikchhari:ফটিকছড়ি|Raozan:রাউজান|Karnafuli:কর্ণফুলী',
  chuadanga: 'Chuadanga Sadar:চুয়াডাঙ্গা সদর|Alamdanga:আলমডাঙ্গা|Damurhuda:দামুড়হুদা|Jibannagar:জীবননগর',
  'coxs-bazar':
    'Coxsbazar Sadar:কক্সবাজার সদর|Chakaria:চকরিয়া|Kutubdia:কুতুবদিয়া|Ukhiya:উখিয়া|Moheshkhali:মহেশখালী|Pekua:পেকুয়া|Ramu:রামু|Teknaf:টেকনাফ|Eidgaon:ঈদগাঁও',
  cumilla:
    'Debidwar:দেবিদ্বার|Barura:বরুড়া|Brahmanpara:ব্রাহ্মণপাড়া|Chandina:চান্দিনা|Chauddagram:চৌদ্দগ্রাম|Daudkandi:দাউদকান্দি|Homna:হোমনা|Laksam:লাকসাম|Muradnagar:মুরাদনগর|Nangalkot:নাঙ্গলকোট|Comilla Sadar:কুমিল্লা সদর|Meghna:মেঘনা|Monohargonj:মনোহরগঞ্জ|Sadarsouth:সদর দক্ষিণ|Titas:তিতাস|Burichang:বুড়িচং|Lalmai:লালমাই',
  dhaka: 'Savar:সাভার|Dhamrai:ধামরাই|Keraniganj:কেরাণীগঞ্জ|Nawabganj:নবাবগঞ্জ|Dohar:দোহার',
  dinajpur:
    'Nawabganj:নবাবগঞ্জ|Birganj:বীরগঞ্জ|Ghoraghat:ঘোড়াঘাট|Birampur:বিরামপুর|Parbatipur:পার্বতীপুর|Bochaganj:বোচাগঞ্জ|Kaharol:কাহারোল|Fulbari:ফুলবাড়ী|Dinajpur Sadar:দিনাজপুর সদর|Hakimpur:হাকিমপুর|Khansama:খানসামা|Birol:বিরল|Chirirbandar:চিরিরবন্দর',
  faridpur:
    'Faridpur Sadar:ফরিদপুর সদর|Alfadanga:আলফাডাঙ্গা|Boalmari:বোয়ালমারী|Sadarpur:সদরপুর|Nagarkanda:নগরকান্দা|Bhanga:ভাঙ্গা|Charbhadrasan:চরভদ্রাসন|Madhukhali:মধুখালী|Saltha:সালথা',
  feni: 'Chhagalnaiya:ছাগলনাইয়া|Feni Sadar:ফেনী সদর|Sonagazi:সোনাগাজী|Fulgazi:ফুলগাজী|Parshuram:পরশুরাম|Daganbhuiyan:দাগনভূঞা',
  gaibandha:
    'Sadullapur:সাদুল্লাপুর|Gaibandha Sadar:গাইবান্ধা সদর|Palashbari:পলাশবাড়ী|Saghata:সাঘাটা|Gobindaganj:গোবিন্দগঞ্জ|Sundarganj:সুন্দরগঞ্জ|Phulchari:ফুলছড়ি',
  gazipur: 'Kaliganj:কালীগঞ্জ|Kaliakair:কালিয়াকৈর|Kapasia:কাপাসিয়া|Gazipur Sadar:গাজীপুর সদর|Sreepur:শ্রীপুর',
  gopalganj: 'Gopalganj Sadar:গোপালগঞ্জ সদর|Kashiani:কাশিয়ানী|Tungipara:টুংগীপাড়া|Kotalipara:কোটালীপাড়া|Muksudpur:মুকসুদপুর',
  habiganj:
    'Nabiganj:নবীগঞ্জ|Bahubal:বাহুবল|Ajmiriganj:আজমিরীগঞ্জ|Baniachong:বানিয়াচং|Lakhai:লাখাই|Chunarughat:চুনারুঘাট|Habiganj Sadar:হবিগঞ্জ সদর|Madhabpur:মাধবপুর',
  jamalpur:
    'Jamalpur Sadar:জামালপুর সদর|Melandah:মেলান্দহ|Islampur:ইসলামপুর|Dewangonj:দেওয়ানগঞ্জ|Sarishabari:সরিষাবাড়ী|Madarganj:মাদারগঞ্জ|Bokshiganj:বকশীগঞ্জ',
  jashore:
    'Manirampur:মণিরামপুর|Abhaynagar:অভয়নগর|Bagherpara:বাঘারপাড়া|Chougachha:চৌগাছা|Jhikargacha:ঝিকরগাছা|Keshabpur:কেশবপুর|Jessore Sadar:যশোর সদর|Sharsha:শার্শা',
  jhalokati: 'Jhalakathi Sadar:ঝালকাঠি সদর|Kathalia:কাঠালিয়া|Nalchity:নলছিটি|Rajapur:রাজাপুর',
  jhenaidah: 'Jhenaidah Sadar:ঝিনাইদহ সদর|Shailkupa:শৈলকুপা|Harinakundu:হরিণাকুন্ডু|Kaliganj:কালীগঞ্জ|Kotchandpur:কোটচাঁদপুর|Moheshpur:মহেশপুর',
  joypurhat: 'Akkelpur:আক্কেলপুর|Kalai:কালাই|Khetlal:ক্ষেতলাল|Panchbibi:পাঁচবিবি|Joypurhat Sadar:জয়পুরহাট সদর',
  khagrachhari:
    'Khagrachhari Sadar:খাগড়াছড়ি সদর|Dighinala:দিঘীনালা|Panchari:পানছড়ি|Laxmichhari:লক্ষীছড়ি|Mohalchari:মহালছড়ি|Manikchari:মানিকছড়ি|Ramgarh:রামগড়|Matiranga:মাটিরাঙ্গা|Guimara:গুইমারা',
  khulna:
    'Paikgasa:পাইকগাছা|Fultola:ফুলতলা|Digholia:দিঘলিয়া|Rupsha:রূপসা|Terokhada:তেরখাদা|Dumuria:ডুমুরিয়া|Botiaghata:বটিয়াঘাটা|Dakop:দাকোপ|Koyra:কয়রা',
  kishoreganj:
    'Itna:ইটনা|Katiadi:কটিয়াদী|Bhairab:ভৈরব|Tarail:তাড়াইল|Hossainpur:হোসেনপুর|Pakundia:পাকুন্দিয়া|Kuliarchar:কুলিয়ারচর|Kishoreganj Sadar:কিশোরগঞ্জ সদর|Karimgonj:করিমগঞ্জ|Bajitpur:বাজিতপুর|Austagram:অষ্টগ্রাম|Mithamoin:মিঠামইন|Nikli:নিকলী',
  kurigram:
    'Kurigram Sadar:কুড়িগ্রাম সদর|Nageshwari:নাগেশ্বরী|Bhurungamari:ভুরুঙ্গামারী|Phulbari:ফুলবাড়ী|Rajarhat:রাজারহাট|Ulipur:উলিপুর|Chilmari:চিলমারী|Rowmari:রৌমারী|Charrajibpur:চর রাজিবপুর',
  kushtia: 'Kushtia Sadar:কুষ্টিয়া সদর|Kumarkhali:কুমারখালী|Khoksa:খোকসা|Mirpur:মিরপুর|Daulatpur:দৌলতপুর|Bheramara:ভেড়ামারা',
  lakshmipur: 'Lakshmipur Sadar:লক্ষ্মীপুর সদর|Kamalnagar:কমলনগর|Raipur:রায়পুর|Ramgati:রামগতি|Ramganj:রামগঞ্জ',
  lalmonirhat: 'Lalmonirhat Sadar:লালমনিরহাট সদর|Kaliganj:কালীগঞ্জ|Hatibandha:হাতীবান্ধা|Patgram:পাটগ্রাম|Aditmari:আদিতমারী',
  madaripur: 'Madaripur Sadar:মাদারীপুর সদর|Shibchar:শিবচর|Kalkini:কালকিনি|Rajoir:রাজৈর|Dasar:ডাসার',
  magura: 'Shalikha:শালিখা|Sreepur:শ্রীপুর|Magura Sadar:মাগুরা সদর|Mohammadpur:মহম্মদপুর',
  manikganj: 'Harirampur:হরিরামপুর|Saturia:সাটুরিয়া|Manikganj Sadar:মানিকগঞ্জ সদর|Gior:ঘিওর|Shibaloy:শিবালয়|Doulatpur:দৌলতপুর|Singiar:সিংগাইর',
  meherpur: 'Mujibnagar:মুজিবনগর|Meherpur Sadar:মেহেরপুর সদর|Gangni:গাংনী',
  moulvibazar:
    'Barlekha:বড়লেখা|Kamolganj:কমলগঞ্জ|Kulaura:কুলাউড়া|Moulvibazar Sadar:মৌলভীবাজার সদর|Rajnagar:রাজনগর|Sreemangal:শ্রীমঙ্গল|Juri:জুড়ী',
  munshiganj: 'Munshiganj Sadar:মুন্সিগঞ্জ সদর|Sreenagar:শ্রীনগর|Sirajdikhan:সিরাজদিখান|Louhajanj:লৌহজং|Gajaria:গজারিয়া|Tongibari:টংগীবাড়ি',
  mymensingh:
    'Fulbaria:ফুলবাড়ীয়া|Trishal:ত্রিশাল|Bhaluka:ভালুকা|Muktagacha:মুক্তাগাছা|Mymensingh Sadar:ময়মনসিংহ সদর|Dhobaura:ধোবাউড়া|Phulpur:ফুলপুর|Haluaghat:হালুয়াঘাট|Gouripur:গৌরীপুর|Gafargaon:গফরগাঁও|Iswarganj:ঈশ্বরগঞ্জ|Nandail:নান্দাইল|Tarakanda:তারাকান্দা',
  naogaon:
    'Mohadevpur:মহাদেবপুর|Badalgachi:বদলগাছী|Patnitala:পত্নিতলা|Dhamoirhat:ধামইরহাট|Niamatpur:নিয়ামতপুর|Manda:মান্দা|Atrai:আত্রাই|Raninagar:রাণীনগর|Naogaon Sadar:নওগাঁ সদর|Porsha:পোরশা|Sapahar:সাপাহার',
  narail: 'Narail Sadar:নড়াইল সদর|Lohagara:লোহাগড়া|Kalia:কালিয়া',
  narayanganj: 'Araihazar:আড়াইহাজার|Bandar:বন্দর|Narayanganj Sadar:নারায়নগঞ্জ সদর|Rupganj:রূপগঞ্জ|Sonargaon:সোনারগাঁ',
  narsingdi: 'Belabo:বেলাবো|Monohardi:মনোহরদী|Narsingdi Sadar:নরসিংদী সদর|Palash:পলাশ|Raipura:রায়পুরা|Shibpur:শিবপুর',
  natore: 'Natore Sadar:নাটোর সদর|Singra:সিংড়া|Baraigram:বড়াইগ্রাম|Bagatipara:বাগাতিপাড়া|Lalpur:লালপুর|Gurudaspur:গুরুদাসপুর|Naldanga:নলডাঙ্গা',
  netrokona:
    'Barhatta:বারহাট্টা|Durgapur:দুর্গাপুর|Kendua:কেন্দুয়া|Atpara:আটপাড়া|Madan:মদন|Khaliajuri:খালিয়াজুরী|Kalmakanda:কলমাকান্দা|Mohongonj:মোহনগঞ্জ|Purbadhala:পূর্বধলা|Netrokona Sadar:নেত্রকোণা সদর',
  nilphamari: 'Syedpur:সৈয়দপুর|Domar:ডোমার|Dimla:ডিমলা|Jaldhaka:জলঢাকা|Kishorganj:কিশোরগঞ্জ|Nilphamari Sadar:নীলফামারী সদর',
  noakhali:
    'Noakhali Sadar:নোয়াখালী সদর|Companiganj:কোম্পানীগঞ্জ|Begumganj:বেগমগঞ্জ|Hatia:হাতিয়া|Subarnachar:সুবর্ণচর|Kabirhat:কবিরহাট|Senbug:সেনবাগ|Chatkhil:চাটখিল|Sonaimori:সোনাইমুড়ী',
  pabna:
    'Sujanagar:সুজানগর|Ishurdi:ঈশ্বরদী|Bhangura:ভাঙ্গুড়া|Pabna Sadar:পাবনা সদর|Bera:বেড়া|Atghoria:আটঘরিয়া|Chatmohar:চাটমোহর|Santhia:সাঁথিয়া|Faridpur:ফরিদপুর',
  panchagarh: 'Panchagarh Sadar:পঞ্চগড় সদর|Debiganj:দেবীগঞ্জ|Boda:বোদা|Atwari:আটোয়ারী|Tetulia:তেতুলিয়া',
  patuakhali:
    'Bauphal:বাউফল|Patuakhali Sadar:পটুয়াখালী সদর|Dumki:দুমকি|Dashmina:দশমিনা|Kalapara:কলাপাড়া|Mirzaganj:মির্জাগঞ্জ|Galachipa:গলাচিপা|Rangabali:রাঙ্গাবালী',
  pirojpur:
    'Pirojpur Sadar:পিরোজপুর সদর|Nazirpur:নাজিরপুর|Kawkhali:কাউখালী|Zianagar:জিয়ানগর|Bhandaria:ভান্ডারিয়া|Mathbaria:মঠবাড়ীয়া|Nesarabad:নেছারাবাদ',
  rajbari: 'Rajbari Sadar:রাজবাড়ী সদর|Goalanda:গোয়ালন্দ|Pangsa:পাংশা|Baliakandi:বালিয়াকান্দি|Kalukhali:কালুখালী',
  rajshahi:
    'Paba:পবা|Durgapur:দুর্গাপুর|Mohonpur:মোহনপুর|Charghat:চারঘাট|Puthia:পুঠিয়া|Bagha:বাঘা|Godagari:গোদাগাড়ী|Tanore:তানোর|Bagmara:বাগমারা',
  rangamati:
    'Rangamati Sadar:রাঙ্গামাটি সদর|Kaptai:কাপ্তাই|Kawkhali:কাউখালী|Baghaichari:বাঘাইছড়ি|Barkal:বরকল|Langadu:লংগদু|Rajasthali:রাজস্থলী|Belaichari:বিলাইছড়ি|Juraichari:জুরাছড়ি|Naniarchar:নানিয়ারচর',
  rangpur:
    'Rangpur Sadar:রংপুর সদর|Gangachara:গংগাচড়া|Taragonj:তারাগঞ্জ|Badargonj:বদরগঞ্জ|Mithapukur:মিঠাপুকুর|Pirgonj:পীরগঞ্জ|Kaunia:কাউনিয়া|Pirgacha:পীরগাছা',
  satkhira: 'Assasuni:আশাশুনি|Debhata:দেবহাটা|Kalaroa:কলারোয়া|Satkhira Sadar:সাতক্ষীরা সদর|Shyamnagar:শ্যামনগর|Tala:তালা|Kaliganj:কালিগঞ্জ',
  shariatpur: 'Shariatpur Sadar:শরিয়তপুর সদর|Naria:নড়িয়া|Zajira:জাজিরা|Gosairhat:গোসাইরহাট|Bhedarganj:ভেদরগঞ্জ|Damudya:ডামুড্যা',
  sherpur: 'Sherpur Sadar:শেরপুর সদর|Nalitabari:নালিতাবাড়ী|Sreebordi:শ্রীবরদী|Nokla:নকলা|Jhenaigati:ঝিনাইগাতী',
  sirajganj:
    'Belkuchi:বেলকুচি|Chauhali:চৌহালি|Kamarkhand:কামারখন্দ|Kazipur:কাজীপুর|Raigonj:রায়গঞ্জ|Shahjadpur:শাহজাদপুর|Sirajganj Sadar:সিরাজগঞ্জ সদর|Tarash:তাড়াশ|Ullapara:উল্লাপাড়া',
  sunamganj:
    'Sunamganj Sadar:সুনামগঞ্জ সদর|South Sunamganj:দক্ষিণ সুনামগঞ্জ|Bishwambarpur:বিশ্বম্ভরপুর|Chhatak:ছাতক|Jagannathpur:জগন্নাথপুর|Dowarabazar:দোয়ারাবাজার|Tahirpur:তাহিরপুর|Dharmapasha:ধর্মপাশা|Jamalganj:জামালগঞ্জ|Shalla:শাল্লা|Derai:দিরাই|Madhyanagar:মধ্যনগর',
  sylhet:
    'Balaganj:বালাগঞ্জ|Beanibazar:বিয়ানীবাজার|Bishwanath:বিশ্বনাথ|Companiganj:কোম্পানীগঞ্জ|Fenchuganj:ফেঞ্চুগঞ্জ|Golapganj:গোলাপগঞ্জ|Gowainghat:গোয়াইনঘাট|Jaintiapur:জৈন্তাপুর|Kanaighat:কানাইঘাট|Sylhet Sadar:সিলেট সদর|Zakiganj:জকিগঞ্জ|Dakshinsurma:দক্ষিণ সুরমা|Osmaninagar:ওসমানী নগর',
  tangail:
    'Basail:বাসাইল|Bhuapur:ভুয়াপুর|Delduar:দেলদুয়ার|Ghatail:ঘাটাইল|Gopalpur:গোপালপুর|Madhupur:মধুপুর|Mirzapur:মির্জাপুর|Nagarpur:নাগরপুর|Sakhipur:সখিপুর|Tangail Sadar:টাঙ্গাইল সদর|Kalihati:কালিহাতী|Dhanbari:ধনবাড়ী',
  thakurgaon: 'Thakurgaon Sadar:ঠাকুরগাঁও সদর|Pirganj:পীরগঞ্জ|Ranisankail:রাণীশংকৈল|Haripur:হরিপুর|Baliadangi:বালিয়াডাঙ্গী',
};

/** Metropolitan thanas of the two city corporations couriers price as "city": Dhaka (DMP) and Chattogram (CMP). */
export const CITY_THANAS: Readonly<Record<string, string>> = {
  dhaka:
    'Adabor:আদাবর|Airport:বিমানবন্দর|Badda:বাড্ডা|Banani:বনানী|Bangshal:বংশাল|Bhasantek:ভাসানটেক|Bhatara:ভাটারা|Cantonment:ক্যান্টনমেন্ট|Chawkbazar:চকবাজার|Dakshinkhan:দক্ষিণখান|Darus Salam:দারুস সালাম|Demra:ডেমরা|Dhanmondi:ধানমন্ডি|Gendaria:গেন্ডারিয়া|Gulshan:গুলশান|Hatirjheel:হাতিরঝিল|Hazaribagh:হাজারীবাগ|Jatrabari:যাত্রাবাড়ী|Kadamtali:কদমতলী|Kafrul:কাফরুল|Kalabagan:কলাবাগান|Kamrangirchar:কামরাঙ্গীরচর|Khilgaon:খিলগাঁও|Khilkhet:খিলক্ষেত|Kotwali:কোতোয়ালী|Lalbagh:লালবাগ|Mirpur:মিরপুর|Mohammadpur:মোহাম্মদপুর|Motijheel:মতিঝিল|Mugda:মুগদা|New Market:নিউ মার্কেট|Pallabi:পল্লবী|Paltan:পল্টন|Ramna:রমনা|Rampura:রামপুরা|Rupnagar:রূপনগর|Sabujbagh:সবুজবাগ|Shah Ali:শাহ আলী|Shahbagh:শাহবাগ|Shahjahanpur:শাহজাহানপুর|Sher-e-Bangla Nagar:শেরেবাংলা নগর|Shyampur:শ্যামপুর|Sutrapur:সূত্রাপুর|Tejgaon:তেজগাঁও|Tejgaon Industrial Area:তেজগাঁও শিল্পাঞ্চল|Turag:তুরাগ|Uttara East:উত্তরা পূর্ব|Uttara West:উত্তরা পশ্চিম|Uttarkhan:উত্তরখান|Wari:ওয়ারী',
  chattogram:
    'Akbar Shah:আকবর শাহ|Bakalia:বাকলিয়া|Bandar:বন্দর|Bayazid Bostami:বায়েজিদ বোস্তামী|Chandgaon:চান্দগাঁও|Chawkbazar:চকবাজার|Double Mooring:ডবলমুরিং|EPZ:ইপিজেড|Halishahar:হালিশহর|Karnaphuli:কর্ণফুলী|Khulshi:খুলশী|Kotwali:কোতোয়ালী|Pahartali:পাহাড়তলী|Panchlaish:পাঁচলাইশ|Patenga:পতেঙ্গা|Sadarghat:সদরঘাট',
};
