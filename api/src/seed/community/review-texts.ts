/** What pilgrims write, by the kind of tour (the seed route's family); `{place}` is the package's main place. */
export type ReviewText = { rating: number; title: string; body: string };

export const REVIEW_TEXTS: Record<'kailash' | 'adi-kailash' | 'dham' | 'temple' | 'abroad', ReviewText[]> = {
  kailash: [
    { rating: 5, title: 'Darshan of a lifetime', body: 'The first sight of Kailash from the Barkha plain brought tears to every one of us. The team checked our oxygen every morning and evening and never rushed the older members of the group.\n\nThe food was hot and vegetarian all the way, even at Dirapuk.' },
    { rating: 5, title: 'Parikrama completed at 64', body: 'I was worried about Dolma La but the guide walked beside me the whole day and arranged a pony for the steep part. Rooms at Darchen were basic but clean. Worth every rupee.' },
    { rating: 4, title: 'Well organised, long drives', body: 'Permits, the medical and the China visa were all handled for us. The drives across the plateau are long, so carry snacks and a neck pillow. Mansarovar at sunrise was the highlight.' },
    { rating: 5, title: 'Holy dip at Mansarovar', body: 'The puja and havan at the lake were arranged beautifully by our tour manager. Acclimatisation days were not skipped even when some wanted to hurry, which I now appreciate.' },
    { rating: 4, title: 'Helicopter sector went smoothly', body: 'We waited one extra day at Simikot for the weather, which the team had warned us about. Everything after Hilsa ran like clockwork and the Sherpa staff were wonderful.' },
    { rating: 3, title: 'Good yatra, hotel at Saga could be better', body: 'The yatra itself was very well guided, but the hotel at Saga had no hot water on our night. The team did apologise and moved two of us to another room.' },
    { rating: 5, title: 'Om Namah Shivaya', body: 'Charan Sparsh at the north face of Kailash is something I will remember for the rest of my life. Thank you to the whole team for taking such good care of my parents.' },
  ],
  'adi-kailash': [
    { rating: 5, title: 'Om Parvat at sunrise', body: 'We reached Nabhidhang in the evening and woke at 5 to see the Om on the mountain as the sun rose. The new road makes the trip much easier than I expected.' },
    { rating: 5, title: 'Peaceful and less crowded', body: 'Parvati Sarovar and Adi Kailash were calm and beautiful. The homestays in Gunji were warm and the hosts treated us like family.' },
    { rating: 4, title: 'Carry warm clothes', body: 'Even in June it was below zero at Jolingkong. Inner line permits were ready when we arrived at Dharchula. A few landslides slowed the drive but the driver was very careful.' },
    { rating: 4, title: 'Beautiful Vyas valley', body: 'The villages of the Vyas valley and the views of the Annapurna range from the road were a bonus. Medical check at Dharchula was quick.' },
  ],
  dham: [
    { rating: 5, title: 'Smooth darshan at all the dhams', body: 'Registration, the ponies at Kedarnath and the VIP darshan at Badrinath were all arranged in advance. Our driver knew every halt on the way.' },
    { rating: 4, title: 'Trek was tough but well supported', body: 'The 16 km trek to Kedarnath is hard for seniors, but the team had palkis booked for my in-laws. Hotels were comfortable and close to the temples.' },
    { rating: 5, title: 'Evening aarti at Kedarnath', body: 'Staying overnight near the temple meant we could attend the evening aarti and the early morning darshan. A spiritual experience.' },
    { rating: 4, title: 'Good planning around the rain', body: 'It rained on two days, and the tour manager changed the order of the halts so we never drove on the worst stretch at night.' },
    { rating: 5, title: 'Helicopter saved us days', body: 'We did all four dhams in five days by helicopter. Special darshan at each temple with no queues. Expensive but ideal for my 75-year-old father.' },
    { rating: 3, title: 'Crowded in May', body: 'The tour was fine, but the crowds at Yamunotri in May were huge. I would go in September next time, as the team had suggested.' },
  ],
  temple: [
    { rating: 5, title: 'Ganga aarti from the boat', body: 'Watching the aarti at Dashashwamedh from a boat was magical. Our guide explained the history of every ghat on the morning boat ride too.' },
    { rating: 5, title: 'Easy darshan, caring guide', body: 'Darshan tickets were booked for us and the guide waited with my mother while I did the pradakshina. Hotel close to the temple.' },
    { rating: 4, title: 'Well paced temple tour', body: 'Not too rushed, with time to sit in each temple. Some meals were repetitive but always fresh and pure vegetarian.' },
    { rating: 4, title: 'Good value', body: 'For the price the hotels and transport were better than expected. The pickup from the station was on time even at 5 am.' },
  ],
  abroad: [
    { rating: 5, title: 'Everything taken care of', body: 'Visa, flights and hotels were handled for our family of six. The local guide spoke Hindi, which my parents loved.' },
    { rating: 4, title: 'Lovely trip, tight schedule', body: 'We saw all the temples on the list, though one or two days felt rushed. The hotels were excellent.' },
    { rating: 5, title: 'Spiritual and relaxing', body: 'A perfect mix of temple visits and rest. The team even arranged a birthday cake for my wife on the last evening.' },
  ],
};

/** First names and home cities of reviewers (the reviewer's first name and city are shown, never a surname). */
export const REVIEWERS: [string, string][] = [
  ['Sunita', 'Pune'], ['Ramesh', 'Ahmedabad'], ['Lakshmi', 'Chennai'], ['Vikram', 'Jaipur'], ['Anjali', 'Lucknow'], ['Suresh', 'Hyderabad'],
  ['Meenakshi', 'Madurai'], ['Rajesh', 'Indore'], ['Kavita', 'Delhi'], ['Prakash', 'Bengaluru'], ['Geeta', 'Kolkata'], ['Arvind', 'Nagpur'],
  ['Padma', 'Vijayawada'], ['Harish', 'Surat'], ['Neha', 'Mumbai'], ['Gopal', 'Bhopal'], ['Savitri', 'Varanasi'], ['Mahesh', 'Rajkot'],
  ['Usha', 'Coimbatore'], ['Deepak', 'Chandigarh'], ['Radha', 'Mysuru'], ['Naveen', 'Kochi'], ['Shobha', 'Nashik'], ['Ashok', 'Patna'],
  ['Jaya', 'Visakhapatnam'], ['Kiran', 'Dehradun'], ['Manju', 'Raipur'], ['Sanjay', 'Kathmandu'], ['Priya', 'Singapore'], ['Rohit', 'Dubai'],
];

/** The route families of REVIEW_TEXTS. */
export function familyOf(route: string): keyof typeof REVIEW_TEXTS {
  if (route.startsWith('kailash')) return 'kailash';
  if (route.startsWith('adi-kailash')) return 'adi-kailash';
  if (['char-dham', 'char-dham-helicopter', 'kedarnath', 'kedarnath-helicopter', 'badrinath', 'kedarnath-badrinath', 'yamunotri-gangotri', 'amarnath'].includes(route)) return 'dham';
  if (['bhutan', 'sri-lanka', 'tibet-lhasa', 'kathmandu', 'muktinath', 'janakpur'].includes(route)) return 'abroad';
  return 'temple';
}
