/**
 * Words the demo catalogue is written from. The presenters and places named here are fictional
 * or public places of pilgrimage; the saints and books are the Church's own.
 */

export const SAINTS = [
  'Francis of Assisi', 'Clare of Assisi', 'Thérèse of Lisieux', 'Augustine', 'Monica', 'Teresa of Ávila',
  'John of the Cross', 'John Paul II', 'Padre Pio', 'Faustina', 'Joseph', 'Anthony of Padua',
  'Catherine of Siena', 'Ignatius of Loyola', 'Benedict', 'Scholastica', 'Dominic', 'Rose of Lima',
  'Kateri Tekakwitha', 'Juan Diego', 'Patrick', 'Brigid of Kildare', 'Maximilian Kolbe', 'Gianna Beretta Molla',
  'Carlo Acutis', 'Bernadette', 'Vincent de Paul', 'Thomas Aquinas', 'Francis Xavier', 'John Bosco',
  'Philip Neri', 'Elizabeth Ann Seton', 'Martin de Porres', 'Josephine Bakhita', 'Edith Stein',
  'Damien of Molokai', 'Charles de Foucauld', 'Pier Giorgio Frassati', 'Teresa of Calcutta', 'Alphonsa',
  'Kuriakose Elias Chavara', 'Oscar Romero', 'Frances Cabrini', 'Katharine Drexel', 'John Henry Newman',
  'Thomas More', 'Joan of Arc', 'Louis and Zélie Martin', 'Hildegard of Bingen', 'Bonaventure',
  'Peter Claver', 'Rita of Cascia', 'Gerard Majella', 'André Bessette', 'Junípero Serra', 'Mary MacKillop',
  'Lorenzo Ruiz', 'Andrew Kim Taegon', 'Charles Lwanga', 'Stanislaus Kostka',
] as const;

export const PLACES = [
  'Lourdes', 'Fátima', 'Assisi', 'Rome', 'Jerusalem', 'Guadalupe', 'Santiago de Compostela', 'Knock',
  'Częstochowa', 'Walsingham', 'Loreto', 'Montserrat', 'Kraków', 'Nazareth', 'Bethlehem', 'Avila',
  'Subiaco', 'Siena', 'Padua', 'Lisieux', 'Ars', 'Manila', 'Kerala', 'Velankanni', 'Nairobi', 'Kibeho',
  'Quebec', 'Washington', 'Philadelphia', 'Sydney', 'Dublin', 'Glasgow', 'Mexico City', 'Lima',
  'São Paulo', 'Seoul', 'Nagasaki', 'Cairo', 'Mount Sinai', 'Galilee',
] as const;

export const HOLY_LAND_PLACES = [
  'Nazareth', 'Bethlehem', 'Cana', 'Capernaum', 'the Sea of Galilee', 'Mount Tabor', 'the Jordan River',
  'Jericho', 'the Mount of Olives', 'Gethsemane', 'the Via Dolorosa', 'Calvary', 'the Empty Tomb',
  'Emmaus', 'the Upper Room', 'Bethany', 'Ein Karem', 'Magdala',
] as const;

export const BOOKS = [
  'Genesis', 'Exodus', 'Deuteronomy', 'Joshua', 'Ruth', 'Samuel', 'Kings', 'Tobit', 'Judith', 'Esther',
  'Job', 'the Psalms', 'Proverbs', 'Ecclesiastes', 'the Song of Songs', 'Wisdom', 'Sirach', 'Isaiah',
  'Jeremiah', 'Ezekiel', 'Daniel', 'Hosea', 'Jonah', 'Micah', 'Matthew', 'Mark', 'Luke', 'John',
  'Acts', 'Romans', 'Corinthians', 'Galatians', 'Ephesians', 'Philippians', 'Colossians', 'Hebrews',
  'James', 'Peter', 'Revelation',
] as const;

export const GOSPELS = ['Matthew', 'Mark', 'Luke', 'John'] as const;

export const MYSTERIES = ['Joyful', 'Sorrowful', 'Glorious', 'Luminous'] as const;

export const HOSTS = [
  'Fr. Thomas Kelly', 'Sr. Maria Grace', 'Deacon Paul Mendez', 'Dr. Anne Whitfield', 'Fr. Joseph Varghese',
  'Sr. Agnes Okafor', 'Fr. Michael Brennan', 'Mother Cecilia Ward', 'Br. Simon Albright', 'Dr. Lucia Romano',
  'Fr. Daniel Nguyen', 'Teresa and Mark Hollis', 'Fr. Benedict Osei', 'Sr. Miriam Joseph', 'Fr. Andrew Costa',
  'Dr. Peter Lindqvist', 'Fr. Raphael Mathew', 'Sr. Bernadette Flynn', 'Fr. Luis Herrera', 'Dr. Clare Donnelly',
] as const;

export const TEACHING_TOPICS = [
  'The Creed', 'The Sacraments', 'The Ten Commandments', 'The Beatitudes', 'The Our Father', 'Grace',
  'The Virtues', 'The Works of Mercy', 'The Holy Spirit', 'The Eucharist', 'Confession', 'Baptism',
  'Confirmation', 'Marriage', 'Holy Orders', 'The Anointing of the Sick', 'Purgatory', 'Heaven',
  'The Communion of Saints', 'Conscience', 'Suffering', 'Forgiveness', 'Vocation', 'The Church',
  'Mary in Scripture', 'Angels', 'The Liturgical Year', 'Social Teaching', 'Natural Law', 'Prayer',
] as const;

export const FAMILY_TOPICS = [
  'Raising Saints', 'Marriage Builders', 'Grandparents of Faith', 'The Domestic Church', 'Sunday Together',
  'Feast Days at Home', 'Prayer Before Meals', 'Screens and Souls', 'Parenting Teens', 'Newlyweds',
  'Family Rosary', 'Fathers Who Pray', 'Mothers of Courage', 'Adoption Stories', 'Caring for Parents',
  'Homeschool Days', 'Table Talk', 'Family Pilgrimage', 'Faith at Bedtime', 'Healing Families',
] as const;

export const YOUTH_TOPICS = [
  'Identity', 'Purity', 'Friendship', 'Vocation', 'Courage', 'Social Media', 'Anxiety and Peace',
  'Discernment', 'Campus Faith', 'Service', 'Adoration Nights', 'Theology of the Body', 'Saints for Gen Z',
  'Hard Questions', 'Leadership', 'Mission Trips', 'Dating', 'Calling', 'Confirmation Prep', 'Worship',
] as const;

export const MUSIC_THEMES = [
  'Praise', 'Adoration', 'Mercy', 'Hope', 'Advent', 'Christmas', 'Lent', 'Easter', 'Mary', 'the Saints',
  'Healing', 'Thanksgiving', 'the Cross', 'the Morning', 'the Evening', 'Pentecost',
] as const;

export const TESTIMONY_THEMES = [
  'Conversion', 'Healing', 'Forgiveness', 'Hope', 'Vocation', 'Courage', 'Mercy', 'Homecoming', 'Recovery',
  'Martyrdom', 'Miracles', 'Second Chances', 'Faith in Prison', 'Faith in War', 'Grace',
] as const;

export const MISSION_COUNTRIES = [
  'India', 'Kenya', 'Uganda', 'Nigeria', 'the Philippines', 'Peru', 'Haiti', 'Brazil', 'Vietnam', 'Ghana',
  'Tanzania', 'Mexico', 'Guatemala', 'Papua New Guinea', 'Ireland', 'Poland', 'Korea', 'Lebanon', 'Iraq',
  'South Sudan', 'Bolivia', 'Sri Lanka', 'Cameroon', 'Honduras',
] as const;

export const COUNCILS = [
  'Nicaea', 'Constantinople', 'Ephesus', 'Chalcedon', 'Lateran', 'Lyons', 'Vienne', 'Constance',
  'Florence', 'Trent', 'Vatican I', 'Vatican II',
] as const;

export const CHURCH_FATHERS = [
  'Ignatius of Antioch', 'Irenaeus', 'Justin Martyr', 'Cyprian', 'Athanasius', 'Basil the Great',
  'Gregory of Nazianzus', 'John Chrysostom', 'Ambrose', 'Jerome', 'Gregory the Great', 'Leo the Great',
  'Cyril of Jerusalem', 'Ephrem the Syrian', 'Polycarp',
] as const;

export const INTENTIONS = [
  'Peace', 'Families', 'the Sick', 'Vocations', 'the Souls in Purgatory', 'Healing', 'Children',
  'the Unborn', 'Our Nation', 'the Persecuted Church', 'Priests', 'Mothers', 'Fathers', 'the Lonely',
] as const;

export const KIDS_STORIES = [
  'Noah and the Ark', 'David and Goliath', 'Jonah and the Whale', 'Daniel and the Lions', 'Baby Moses',
  'Joseph and His Coat', 'The Good Samaritan', 'The Lost Sheep', 'The Prodigal Son', 'Loaves and Fishes',
  'Zacchaeus', 'The Nativity', 'The Wise Men', 'Jesus Calms the Storm', 'The Mustard Seed',
  'Queen Esther', 'Ruth and Naomi', 'Samuel Hears God', 'The Widow’s Mite', 'The First Easter',
] as const;

export const KIDS_SERIES_NAMES = [
  'Gracie’s Garden', 'The Little Friars', 'Holy Heroes Club', 'Brother Sun Sister Moon', 'Angel Academy',
  'Sunday School Sing-Along', 'Pip the Lamb', 'The Ark Crew', 'Rosary Rainbows', 'Saint Squad',
  'Miracle Lane', 'Chapel Mice', 'Psalm Pals', 'The Friendly Shepherd', 'Bible Buddies',
] as const;

export const SPANISH_TOPICS = [
  'la Familia', 'la Esperanza', 'la Misericordia', 'los Sacramentos', 'la Oración', 'la Virgen María',
  'los Santos', 'el Evangelio', 'la Eucaristía', 'la Juventud', 'el Perdón', 'la Paz',
] as const;

export const EPISODE_THEMES: Record<string, readonly string[]> = {
  prayer: ['Beginning Again', 'Silence Before God', 'Praying with the Psalms', 'The Prayer of the Heart',
    'Distractions in Prayer', 'Praying for Others', 'Thanksgiving', 'Surrender', 'Listening', 'Perseverance',
    'Morning Offering', 'Examen at Night', 'Praying in the Dark', 'Joy in Prayer'],
  scripture: ['In the Beginning', 'The Call', 'The Covenant', 'Exile and Return', 'The Prophets Speak',
    'The Word Made Flesh', 'Signs and Wonders', 'The Sermon on the Mount', 'The Parables', 'The Passion',
    'The Resurrection', 'The Spirit Comes', 'Letters to the Churches', 'A New Heaven'],
  saints: ['Early Years', 'The Turning Point', 'A Call Answered', 'Trials', 'Friends of God', 'Miracles',
    'Writings', 'The Final Days', 'Legacy', 'Why It Matters Today', 'Pilgrims to the Tomb', 'A Saint for Our Time'],
  mass: ['Introductory Rites', 'Liturgy of the Word', 'The Homily', 'Liturgy of the Eucharist', 'Holy Communion',
    'Sending Forth', 'Feast Day Celebration', 'Solemn Vespers', 'Benediction'],
  family: ['Starting Small', 'When Kids Ask Why', 'Forgiving Each Other', 'Traditions', 'Hard Seasons',
    'Praying Together', 'Serving Together', 'The Gift of Time', 'Celebrating Sundays', 'Welcoming Others'],
  youth: ['Who Am I?', 'Real Friends', 'What Is My Calling?', 'Peace in the Storm', 'Stand Firm',
    'Living Out Loud', 'Love Is a Choice', 'Going Deeper', 'Sent Out', 'Adoration Night'],
  music: ['Live in Concert', 'Acoustic Session', 'Choir Rehearsal', 'Hymn Stories', 'Songs at Dawn',
    'Candlelight Set', 'Chant Workshop', 'Behind the Song'],
  documentary: ['Arrival', 'History of the Place', 'The People', 'The Shrine', 'Miracles and Witnesses',
    'Feast Day', 'Quiet Corners', 'The Journey Home', 'Voices of Faith'],
  teaching: ['What the Church Teaches', 'Scripture and Tradition', 'Common Questions', 'Living It Out',
    'Saints Who Lived It', 'History and Context', 'Summary and Review', 'Going Deeper'],
  testimony: ['Lost', 'Searching', 'The Encounter', 'Coming Home', 'New Life', 'Passing It On'],
  talk: ['Faith in the News', 'Ask a Priest', 'Letters from Viewers', 'Guest Conversation', 'Culture Watch',
    'Books We Love', 'Year in Review'],
  kids: ['Sing Along', 'Story Time', 'Craft Corner', 'Prayer Time', 'Meet a Saint', 'Bible Quest',
    'Friends Help Friends', 'Thank You God', 'Big Questions', 'Christmas Special', 'Easter Special'],
  spanish: ['Bienvenidos', 'Testimonio', 'Reflexión', 'Oración', 'Preguntas', 'Despedida'],
};

export const NETWORK_NAMES = [
  { name: 'Lumen World', tag: 'world', genre: 'documentary' },
  { name: 'Lumen Prayer', tag: 'prayer', genre: 'prayer' },
  { name: 'Lumen Kids', tag: 'kids', genre: 'kids' },
  { name: 'Lumen Español', tag: 'espanol', genre: 'spanish' },
  { name: 'Lumen Mission', tag: 'mission', genre: 'mission' },
  { name: 'Lumen Music', tag: 'music', genre: 'music' },
] as const;

export const SHORT_TITLES = [
  'One-minute Homily', 'Saint of the Day', 'Verse of the Day', 'Pray This Today', 'Quick Catechism',
  'A Word of Hope', 'Rosary Minute', 'Ask Father', 'Mercy Moment', 'Family Faith Tip',
] as const;
