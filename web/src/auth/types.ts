/** The signed-in user as GET /api/auth/user returns it. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  companyName: string | null;
  brandColor: string;
  brandLogo: string | null;
  timeZone?: string | null;
  createdAt: string;
  updatedAt: string;
}
