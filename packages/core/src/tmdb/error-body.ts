/** The body of the movie database's error answers; its clients check `status_code`. */
export interface TmdbErrorBody {
  success: false;
  status_code: number;
  status_message: string;
}
