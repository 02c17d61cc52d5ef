import { BookPage } from '@/features/booking/components/book-page';

export default BookPage;
