/** A home-page banner tile: its image, where it links, and its two lines of text. */
export interface Banner {
  id: number;
  img: string;
  url: string;
  txt1: string;
  txt2: string;
}
