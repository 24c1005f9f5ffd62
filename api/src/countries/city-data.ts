/**
 * The seeded cities: `[name, state or region]`. India: the main cities of every state and union territory;
 * Nepal, Bhutan, Sri Lanka and China (Tibet and the gateways to it): the places the company's tours start from,
 * pass or end at. Other countries have none (the address step then takes a typed city).
 */
export const CITY_DATA: Record<string, readonly (readonly [string, string])[]> = {
  IN: [
    ['Port Blair', 'Andaman and Nicobar Islands'], ['Visakhapatnam', 'Andhra Pradesh'], ['Vijayawada', 'Andhra Pradesh'],
    ['Tirupati', 'Andhra Pradesh'], ['Itanagar', 'Arunachal Pradesh'], ['Guwahati', 'Assam'], ['Patna', 'Bihar'],
    ['Gaya', 'Bihar'], ['Chandigarh', 'Chandigarh'], ['Raipur', 'Chhattisgarh'], ['Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['New Delhi', 'Delhi'], ['Delhi', 'Delhi'], ['Panaji', 'Goa'], ['Ahmedabad', 'Gujarat'], ['Surat', 'Gujarat'],
    ['Vadodara', 'Gujarat'], ['Rajkot', 'Gujarat'], ['Dwarka', 'Gujarat'], ['Gurugram', 'Haryana'], ['Faridabad', 'Haryana'],
    ['Shimla', 'Himachal Pradesh'], ['Srinagar', 'Jammu and Kashmir'], ['Jammu', 'Jammu and Kashmir'], ['Ranchi', 'Jharkhand'],
    ['Bengaluru', 'Karnataka'], ['Mysuru', 'Karnataka'], ['Thiruvananthapuram', 'Kerala'], ['Kochi', 'Kerala'], ['Leh', 'Ladakh'],
    ['Kavaratti', 'Lakshadweep'], ['Bhopal', 'Madhya Pradesh'], ['Indore', 'Madhya Pradesh'], ['Ujjain', 'Madhya Pradesh'],
    ['Mumbai', 'Maharashtra'], ['Pune', 'Maharashtra'], ['Nagpur', 'Maharashtra'], ['Nashik', 'Maharashtra'], ['Imphal', 'Manipur'],
    ['Shillong', 'Meghalaya'], ['Aizawl', 'Mizoram'], ['Kohima', 'Nagaland'], ['Bhubaneswar', 'Odisha'], ['Puri', 'Odisha'],
    ['Puducherry', 'Puducherry'], ['Amritsar', 'Punjab'], ['Ludhiana', 'Punjab'], ['Jaipur', 'Rajasthan'], ['Jodhpur', 'Rajasthan'],
    ['Udaipur', 'Rajasthan'], ['Gangtok', 'Sikkim'], ['Chennai', 'Tamil Nadu'], ['Madurai', 'Tamil Nadu'], ['Coimbatore', 'Tamil Nadu'],
    ['Rameswaram', 'Tamil Nadu'], ['Hyderabad', 'Telangana'], ['Agartala', 'Tripura'], ['Lucknow', 'Uttar Pradesh'],
    ['Varanasi', 'Uttar Pradesh'], ['Prayagraj', 'Uttar Pradesh'], ['Ayodhya', 'Uttar Pradesh'], ['Mathura', 'Uttar Pradesh'],
    ['Kanpur', 'Uttar Pradesh'], ['Noida', 'Uttar Pradesh'], ['Dehradun', 'Uttarakhand'], ['Haridwar', 'Uttarakhand'],
    ['Rishikesh', 'Uttarakhand'], ['Pithoragarh', 'Uttarakhand'], ['Dharchula', 'Uttarakhand'], ['Kolkata', 'West Bengal'],
    ['Siliguri', 'West Bengal'],
  ],
  NP: [
    ['Kathmandu', 'Bagmati'], ['Lalitpur', 'Bagmati'], ['Bhaktapur', 'Bagmati'], ['Pokhara', 'Gandaki'], ['Muktinath', 'Gandaki'],
    ['Janakpur', 'Madhesh'], ['Biratnagar', 'Koshi'], ['Nepalgunj', 'Lumbini'], ['Lumbini', 'Lumbini'], ['Simikot', 'Karnali'],
    ['Hilsa', 'Karnali'], ['Surkhet', 'Karnali'], ['Dhangadhi', 'Sudurpashchim'],
  ],
  BT: [['Thimphu', 'Thimphu'], ['Paro', 'Paro'], ['Punakha', 'Punakha'], ['Phuentsholing', 'Chukha'], ['Bumthang', 'Bumthang']],
  LK: [
    ['Colombo', 'Western'], ['Negombo', 'Western'], ['Kandy', 'Central'], ['Nuwara Eliya', 'Central'], ['Galle', 'Southern'],
    ['Anuradhapura', 'North Central'], ['Trincomalee', 'Eastern'], ['Jaffna', 'Northern'],
  ],
  CN: [
    ['Lhasa', 'Tibet'], ['Shigatse', 'Tibet'], ['Gyantse', 'Tibet'], ['Saga', 'Tibet'], ['Darchen', 'Tibet'], ['Purang', 'Tibet'],
    ['Kyirong', 'Tibet'], ['Beijing', 'Beijing'], ['Chengdu', 'Sichuan'], ['Shanghai', 'Shanghai'],
  ],
};
