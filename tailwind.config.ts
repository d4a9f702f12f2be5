/**
 * Theme tokens of spec §9. The brand colours are for fills, borders and icons; text uses the
 * `-text` shades, which reach 4.5:1 on white (ARCHITECTURE.md "Theme and accessibility").
 */
export default {
  content: ['./src/**/*.{astro,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: { DEFAULT: '#F69157', text: '#B4501A', soft: '#FEF1E9' },
        link: '#B4501A',
        success: { DEFAULT: '#52c41a', text: '#2E7A0C', soft: '#F0FAE8' },
        warning: { DEFAULT: '#faad14', text: '#8A5A00', soft: '#FFF8E6' },
        error: { DEFAULT: '#f5222d', text: '#C4111B', soft: '#FFF0F0' },
        border: '#d9d9d9',
        ink: { DEFAULT: '#000000', muted: '#595959' },
      },
      borderRadius: { DEFAULT: '5px' },
      fontSize: { base: ['14px', '1.5'] },
      fontFamily: { sans: ['var(--font-poppins)', "'Haat Bengali'", 'sans-serif'] },
    },
  },
};
