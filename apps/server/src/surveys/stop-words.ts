/** English words too common to say anything about a text answer (left out of the word lists). */
export const STOP_WORDS = [
  'a', 'about', 'after', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'because', 'been', 'before', 'being', 'but', 'by',
  'can', 'could', 'did', 'do', 'does', 'doing', 'don\'t', 'for', 'from', 'get', 'got', 'had', 'has', 'have', 'having', 'he', 'her', 'here',
  'hers', 'him', 'his', 'how', 'i', 'i\'m', 'if', 'in', 'into', 'is', 'it', 'it\'s', 'its', 'just', 'me', 'more', 'most', 'my', 'no', 'not',
  'now', 'of', 'on', 'one', 'only', 'or', 'other', 'our', 'out', 'over', 'really', 'so', 'some', 'such', 'than', 'that', 'that\'s', 'the',
  'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'to', 'too', 'up', 'us', 'very', 'was', 'we', 'were',
  'what', 'when', 'where', 'which', 'while', 'who', 'why', 'will', 'with', 'would', 'you', 'your',
];
