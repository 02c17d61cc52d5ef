/** The login answer, stored as the signed-in user (spec section 3, "Login"). `last_name` is what the site shows as Phone. */
export interface UserInfo {
  token: string;
  first_name: string;
  last_name: string;
  email: string;
  id: number;
  /** 'staff' accounts also open the back office (/office). Missing on users stored before roles existed. */
  role?: 'client' | 'staff';
}
