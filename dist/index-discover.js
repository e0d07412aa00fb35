import { lstat, realpath, stat } from 'node:fs/promises';
import path__default from 'node:path';
import { e as errnoCode, i as ioMessage, o as openForReadSync, f as readBoundedFdSync, g as isInside, h as fileTypeName, d as relativePosix, j as childPath } from './index-read-bounded.js';
import { c as clipText, b as boundedValue, a as clipLine, S as SPEC_RULES, F as FolderListing, p as previewValue } from './index-rules.js';
import { S as SKILL_FILE_NAME, L as LOWERCASE_SKILL_FILE_NAME, i as isSkillFileName } from './index-skill-file.js';
import { p as parseDocumentBounded, d as distExports, M as MAX_YAML_ALIASES, l as lexTokens, Y as YamlTokenLimits, a as MAX_YAML_DEPTH } from './index-yaml-nesting.js';
import { closeSync, readdirSync, statSync, realpathSync } from 'node:fs';

// Python 3.11's `\w` (str.isalnum() or `_`, Unicode 14.0.0, the reference's interpreter) for
// regexes with the `u` flag. Within one Unicode version it equals [\p{L}\p{N}_];
// pinning the table keeps word boundaries identical to the reference whatever Unicode version the
// running Node.js ships (letters added after 14.0 would differ otherwise).
// The non-ASCII part was generated with Python 3.11: the maximal code-point ranges >= U+0080
// where chr(c).isalnum(). ASCII is tested first because a class this large is slow to test.
const NON_ASCII_WORD_CLASS_BODY = [
    '\\u{aa}\\u{b2}-\\u{b3}\\u{b5}\\u{b9}-\\u{ba}\\u{bc}-\\u{be}\\u{c0}-\\u{d6}\\u{d8}-\\u{f6}',
    '\\u{f8}-\\u{2c1}\\u{2c6}-\\u{2d1}\\u{2e0}-\\u{2e4}\\u{2ec}\\u{2ee}\\u{370}-\\u{374}\\u{376}-\\u{377}',
    '\\u{37a}-\\u{37d}\\u{37f}\\u{386}\\u{388}-\\u{38a}\\u{38c}\\u{38e}-\\u{3a1}\\u{3a3}-\\u{3f5}',
    '\\u{3f7}-\\u{481}\\u{48a}-\\u{52f}\\u{531}-\\u{556}\\u{559}\\u{560}-\\u{588}\\u{5d0}-\\u{5ea}',
    '\\u{5ef}-\\u{5f2}\\u{620}-\\u{64a}\\u{660}-\\u{669}\\u{66e}-\\u{66f}\\u{671}-\\u{6d3}\\u{6d5}',
    '\\u{6e5}-\\u{6e6}\\u{6ee}-\\u{6fc}\\u{6ff}\\u{710}\\u{712}-\\u{72f}\\u{74d}-\\u{7a5}\\u{7b1}',
    '\\u{7c0}-\\u{7ea}\\u{7f4}-\\u{7f5}\\u{7fa}\\u{800}-\\u{815}\\u{81a}\\u{824}\\u{828}\\u{840}-\\u{858}',
    '\\u{860}-\\u{86a}\\u{870}-\\u{887}\\u{889}-\\u{88e}\\u{8a0}-\\u{8c9}\\u{904}-\\u{939}\\u{93d}',
    '\\u{950}\\u{958}-\\u{961}\\u{966}-\\u{96f}\\u{971}-\\u{980}\\u{985}-\\u{98c}\\u{98f}-\\u{990}',
    '\\u{993}-\\u{9a8}\\u{9aa}-\\u{9b0}\\u{9b2}\\u{9b6}-\\u{9b9}\\u{9bd}\\u{9ce}\\u{9dc}-\\u{9dd}',
    '\\u{9df}-\\u{9e1}\\u{9e6}-\\u{9f1}\\u{9f4}-\\u{9f9}\\u{9fc}\\u{a05}-\\u{a0a}\\u{a0f}-\\u{a10}',
    '\\u{a13}-\\u{a28}\\u{a2a}-\\u{a30}\\u{a32}-\\u{a33}\\u{a35}-\\u{a36}\\u{a38}-\\u{a39}',
    '\\u{a59}-\\u{a5c}\\u{a5e}\\u{a66}-\\u{a6f}\\u{a72}-\\u{a74}\\u{a85}-\\u{a8d}\\u{a8f}-\\u{a91}',
    '\\u{a93}-\\u{aa8}\\u{aaa}-\\u{ab0}\\u{ab2}-\\u{ab3}\\u{ab5}-\\u{ab9}\\u{abd}\\u{ad0}',
    '\\u{ae0}-\\u{ae1}\\u{ae6}-\\u{aef}\\u{af9}\\u{b05}-\\u{b0c}\\u{b0f}-\\u{b10}\\u{b13}-\\u{b28}',
    '\\u{b2a}-\\u{b30}\\u{b32}-\\u{b33}\\u{b35}-\\u{b39}\\u{b3d}\\u{b5c}-\\u{b5d}\\u{b5f}-\\u{b61}',
    '\\u{b66}-\\u{b6f}\\u{b71}-\\u{b77}\\u{b83}\\u{b85}-\\u{b8a}\\u{b8e}-\\u{b90}\\u{b92}-\\u{b95}',
    '\\u{b99}-\\u{b9a}\\u{b9c}\\u{b9e}-\\u{b9f}\\u{ba3}-\\u{ba4}\\u{ba8}-\\u{baa}\\u{bae}-\\u{bb9}',
    '\\u{bd0}\\u{be6}-\\u{bf2}\\u{c05}-\\u{c0c}\\u{c0e}-\\u{c10}\\u{c12}-\\u{c28}\\u{c2a}-\\u{c39}',
    '\\u{c3d}\\u{c58}-\\u{c5a}\\u{c5d}\\u{c60}-\\u{c61}\\u{c66}-\\u{c6f}\\u{c78}-\\u{c7e}\\u{c80}',
    '\\u{c85}-\\u{c8c}\\u{c8e}-\\u{c90}\\u{c92}-\\u{ca8}\\u{caa}-\\u{cb3}\\u{cb5}-\\u{cb9}\\u{cbd}',
    '\\u{cdd}-\\u{cde}\\u{ce0}-\\u{ce1}\\u{ce6}-\\u{cef}\\u{cf1}-\\u{cf2}\\u{d04}-\\u{d0c}',
    '\\u{d0e}-\\u{d10}\\u{d12}-\\u{d3a}\\u{d3d}\\u{d4e}\\u{d54}-\\u{d56}\\u{d58}-\\u{d61}',
    '\\u{d66}-\\u{d78}\\u{d7a}-\\u{d7f}\\u{d85}-\\u{d96}\\u{d9a}-\\u{db1}\\u{db3}-\\u{dbb}\\u{dbd}',
    '\\u{dc0}-\\u{dc6}\\u{de6}-\\u{def}\\u{e01}-\\u{e30}\\u{e32}-\\u{e33}\\u{e40}-\\u{e46}',
    '\\u{e50}-\\u{e59}\\u{e81}-\\u{e82}\\u{e84}\\u{e86}-\\u{e8a}\\u{e8c}-\\u{ea3}\\u{ea5}',
    '\\u{ea7}-\\u{eb0}\\u{eb2}-\\u{eb3}\\u{ebd}\\u{ec0}-\\u{ec4}\\u{ec6}\\u{ed0}-\\u{ed9}',
    '\\u{edc}-\\u{edf}\\u{f00}\\u{f20}-\\u{f33}\\u{f40}-\\u{f47}\\u{f49}-\\u{f6c}\\u{f88}-\\u{f8c}',
    '\\u{1000}-\\u{102a}\\u{103f}-\\u{1049}\\u{1050}-\\u{1055}\\u{105a}-\\u{105d}\\u{1061}',
    '\\u{1065}-\\u{1066}\\u{106e}-\\u{1070}\\u{1075}-\\u{1081}\\u{108e}\\u{1090}-\\u{1099}',
    '\\u{10a0}-\\u{10c5}\\u{10c7}\\u{10cd}\\u{10d0}-\\u{10fa}\\u{10fc}-\\u{1248}\\u{124a}-\\u{124d}',
    '\\u{1250}-\\u{1256}\\u{1258}\\u{125a}-\\u{125d}\\u{1260}-\\u{1288}\\u{128a}-\\u{128d}',
    '\\u{1290}-\\u{12b0}\\u{12b2}-\\u{12b5}\\u{12b8}-\\u{12be}\\u{12c0}\\u{12c2}-\\u{12c5}',
    '\\u{12c8}-\\u{12d6}\\u{12d8}-\\u{1310}\\u{1312}-\\u{1315}\\u{1318}-\\u{135a}\\u{1369}-\\u{137c}',
    '\\u{1380}-\\u{138f}\\u{13a0}-\\u{13f5}\\u{13f8}-\\u{13fd}\\u{1401}-\\u{166c}\\u{166f}-\\u{167f}',
    '\\u{1681}-\\u{169a}\\u{16a0}-\\u{16ea}\\u{16ee}-\\u{16f8}\\u{1700}-\\u{1711}\\u{171f}-\\u{1731}',
    '\\u{1740}-\\u{1751}\\u{1760}-\\u{176c}\\u{176e}-\\u{1770}\\u{1780}-\\u{17b3}\\u{17d7}\\u{17dc}',
    '\\u{17e0}-\\u{17e9}\\u{17f0}-\\u{17f9}\\u{1810}-\\u{1819}\\u{1820}-\\u{1878}\\u{1880}-\\u{1884}',
    '\\u{1887}-\\u{18a8}\\u{18aa}\\u{18b0}-\\u{18f5}\\u{1900}-\\u{191e}\\u{1946}-\\u{196d}',
    '\\u{1970}-\\u{1974}\\u{1980}-\\u{19ab}\\u{19b0}-\\u{19c9}\\u{19d0}-\\u{19da}\\u{1a00}-\\u{1a16}',
    '\\u{1a20}-\\u{1a54}\\u{1a80}-\\u{1a89}\\u{1a90}-\\u{1a99}\\u{1aa7}\\u{1b05}-\\u{1b33}',
    '\\u{1b45}-\\u{1b4c}\\u{1b50}-\\u{1b59}\\u{1b83}-\\u{1ba0}\\u{1bae}-\\u{1be5}\\u{1c00}-\\u{1c23}',
    '\\u{1c40}-\\u{1c49}\\u{1c4d}-\\u{1c7d}\\u{1c80}-\\u{1c88}\\u{1c90}-\\u{1cba}\\u{1cbd}-\\u{1cbf}',
    '\\u{1ce9}-\\u{1cec}\\u{1cee}-\\u{1cf3}\\u{1cf5}-\\u{1cf6}\\u{1cfa}\\u{1d00}-\\u{1dbf}',
    '\\u{1e00}-\\u{1f15}\\u{1f18}-\\u{1f1d}\\u{1f20}-\\u{1f45}\\u{1f48}-\\u{1f4d}\\u{1f50}-\\u{1f57}',
    '\\u{1f59}\\u{1f5b}\\u{1f5d}\\u{1f5f}-\\u{1f7d}\\u{1f80}-\\u{1fb4}\\u{1fb6}-\\u{1fbc}\\u{1fbe}',
    '\\u{1fc2}-\\u{1fc4}\\u{1fc6}-\\u{1fcc}\\u{1fd0}-\\u{1fd3}\\u{1fd6}-\\u{1fdb}\\u{1fe0}-\\u{1fec}',
    '\\u{1ff2}-\\u{1ff4}\\u{1ff6}-\\u{1ffc}\\u{2070}-\\u{2071}\\u{2074}-\\u{2079}\\u{207f}-\\u{2089}',
    '\\u{2090}-\\u{209c}\\u{2102}\\u{2107}\\u{210a}-\\u{2113}\\u{2115}\\u{2119}-\\u{211d}\\u{2124}',
    '\\u{2126}\\u{2128}\\u{212a}-\\u{212d}\\u{212f}-\\u{2139}\\u{213c}-\\u{213f}\\u{2145}-\\u{2149}',
    '\\u{214e}\\u{2150}-\\u{2189}\\u{2460}-\\u{249b}\\u{24ea}-\\u{24ff}\\u{2776}-\\u{2793}',
    '\\u{2c00}-\\u{2ce4}\\u{2ceb}-\\u{2cee}\\u{2cf2}-\\u{2cf3}\\u{2cfd}\\u{2d00}-\\u{2d25}\\u{2d27}',
    '\\u{2d2d}\\u{2d30}-\\u{2d67}\\u{2d6f}\\u{2d80}-\\u{2d96}\\u{2da0}-\\u{2da6}\\u{2da8}-\\u{2dae}',
    '\\u{2db0}-\\u{2db6}\\u{2db8}-\\u{2dbe}\\u{2dc0}-\\u{2dc6}\\u{2dc8}-\\u{2dce}\\u{2dd0}-\\u{2dd6}',
    '\\u{2dd8}-\\u{2dde}\\u{2e2f}\\u{3005}-\\u{3007}\\u{3021}-\\u{3029}\\u{3031}-\\u{3035}',
    '\\u{3038}-\\u{303c}\\u{3041}-\\u{3096}\\u{309d}-\\u{309f}\\u{30a1}-\\u{30fa}\\u{30fc}-\\u{30ff}',
    '\\u{3105}-\\u{312f}\\u{3131}-\\u{318e}\\u{3192}-\\u{3195}\\u{31a0}-\\u{31bf}\\u{31f0}-\\u{31ff}',
    '\\u{3220}-\\u{3229}\\u{3248}-\\u{324f}\\u{3251}-\\u{325f}\\u{3280}-\\u{3289}\\u{32b1}-\\u{32bf}',
    '\\u{3400}-\\u{4dbf}\\u{4e00}-\\u{a48c}\\u{a4d0}-\\u{a4fd}\\u{a500}-\\u{a60c}\\u{a610}-\\u{a62b}',
    '\\u{a640}-\\u{a66e}\\u{a67f}-\\u{a69d}\\u{a6a0}-\\u{a6ef}\\u{a717}-\\u{a71f}\\u{a722}-\\u{a788}',
    '\\u{a78b}-\\u{a7ca}\\u{a7d0}-\\u{a7d1}\\u{a7d3}\\u{a7d5}-\\u{a7d9}\\u{a7f2}-\\u{a801}',
    '\\u{a803}-\\u{a805}\\u{a807}-\\u{a80a}\\u{a80c}-\\u{a822}\\u{a830}-\\u{a835}\\u{a840}-\\u{a873}',
    '\\u{a882}-\\u{a8b3}\\u{a8d0}-\\u{a8d9}\\u{a8f2}-\\u{a8f7}\\u{a8fb}\\u{a8fd}-\\u{a8fe}',
    '\\u{a900}-\\u{a925}\\u{a930}-\\u{a946}\\u{a960}-\\u{a97c}\\u{a984}-\\u{a9b2}\\u{a9cf}-\\u{a9d9}',
    '\\u{a9e0}-\\u{a9e4}\\u{a9e6}-\\u{a9fe}\\u{aa00}-\\u{aa28}\\u{aa40}-\\u{aa42}\\u{aa44}-\\u{aa4b}',
    '\\u{aa50}-\\u{aa59}\\u{aa60}-\\u{aa76}\\u{aa7a}\\u{aa7e}-\\u{aaaf}\\u{aab1}\\u{aab5}-\\u{aab6}',
    '\\u{aab9}-\\u{aabd}\\u{aac0}\\u{aac2}\\u{aadb}-\\u{aadd}\\u{aae0}-\\u{aaea}\\u{aaf2}-\\u{aaf4}',
    '\\u{ab01}-\\u{ab06}\\u{ab09}-\\u{ab0e}\\u{ab11}-\\u{ab16}\\u{ab20}-\\u{ab26}\\u{ab28}-\\u{ab2e}',
    '\\u{ab30}-\\u{ab5a}\\u{ab5c}-\\u{ab69}\\u{ab70}-\\u{abe2}\\u{abf0}-\\u{abf9}\\u{ac00}-\\u{d7a3}',
    '\\u{d7b0}-\\u{d7c6}\\u{d7cb}-\\u{d7fb}\\u{f900}-\\u{fa6d}\\u{fa70}-\\u{fad9}\\u{fb00}-\\u{fb06}',
    '\\u{fb13}-\\u{fb17}\\u{fb1d}\\u{fb1f}-\\u{fb28}\\u{fb2a}-\\u{fb36}\\u{fb38}-\\u{fb3c}\\u{fb3e}',
    '\\u{fb40}-\\u{fb41}\\u{fb43}-\\u{fb44}\\u{fb46}-\\u{fbb1}\\u{fbd3}-\\u{fd3d}\\u{fd50}-\\u{fd8f}',
    '\\u{fd92}-\\u{fdc7}\\u{fdf0}-\\u{fdfb}\\u{fe70}-\\u{fe74}\\u{fe76}-\\u{fefc}\\u{ff10}-\\u{ff19}',
    '\\u{ff21}-\\u{ff3a}\\u{ff41}-\\u{ff5a}\\u{ff66}-\\u{ffbe}\\u{ffc2}-\\u{ffc7}\\u{ffca}-\\u{ffcf}',
    '\\u{ffd2}-\\u{ffd7}\\u{ffda}-\\u{ffdc}\\u{10000}-\\u{1000b}\\u{1000d}-\\u{10026}',
    '\\u{10028}-\\u{1003a}\\u{1003c}-\\u{1003d}\\u{1003f}-\\u{1004d}\\u{10050}-\\u{1005d}',
    '\\u{10080}-\\u{100fa}\\u{10107}-\\u{10133}\\u{10140}-\\u{10178}\\u{1018a}-\\u{1018b}',
    '\\u{10280}-\\u{1029c}\\u{102a0}-\\u{102d0}\\u{102e1}-\\u{102fb}\\u{10300}-\\u{10323}',
    '\\u{1032d}-\\u{1034a}\\u{10350}-\\u{10375}\\u{10380}-\\u{1039d}\\u{103a0}-\\u{103c3}',
    '\\u{103c8}-\\u{103cf}\\u{103d1}-\\u{103d5}\\u{10400}-\\u{1049d}\\u{104a0}-\\u{104a9}',
    '\\u{104b0}-\\u{104d3}\\u{104d8}-\\u{104fb}\\u{10500}-\\u{10527}\\u{10530}-\\u{10563}',
    '\\u{10570}-\\u{1057a}\\u{1057c}-\\u{1058a}\\u{1058c}-\\u{10592}\\u{10594}-\\u{10595}',
    '\\u{10597}-\\u{105a1}\\u{105a3}-\\u{105b1}\\u{105b3}-\\u{105b9}\\u{105bb}-\\u{105bc}',
    '\\u{10600}-\\u{10736}\\u{10740}-\\u{10755}\\u{10760}-\\u{10767}\\u{10780}-\\u{10785}',
    '\\u{10787}-\\u{107b0}\\u{107b2}-\\u{107ba}\\u{10800}-\\u{10805}\\u{10808}\\u{1080a}-\\u{10835}',
    '\\u{10837}-\\u{10838}\\u{1083c}\\u{1083f}-\\u{10855}\\u{10858}-\\u{10876}\\u{10879}-\\u{1089e}',
    '\\u{108a7}-\\u{108af}\\u{108e0}-\\u{108f2}\\u{108f4}-\\u{108f5}\\u{108fb}-\\u{1091b}',
    '\\u{10920}-\\u{10939}\\u{10980}-\\u{109b7}\\u{109bc}-\\u{109cf}\\u{109d2}-\\u{10a00}',
    '\\u{10a10}-\\u{10a13}\\u{10a15}-\\u{10a17}\\u{10a19}-\\u{10a35}\\u{10a40}-\\u{10a48}',
    '\\u{10a60}-\\u{10a7e}\\u{10a80}-\\u{10a9f}\\u{10ac0}-\\u{10ac7}\\u{10ac9}-\\u{10ae4}',
    '\\u{10aeb}-\\u{10aef}\\u{10b00}-\\u{10b35}\\u{10b40}-\\u{10b55}\\u{10b58}-\\u{10b72}',
    '\\u{10b78}-\\u{10b91}\\u{10ba9}-\\u{10baf}\\u{10c00}-\\u{10c48}\\u{10c80}-\\u{10cb2}',
    '\\u{10cc0}-\\u{10cf2}\\u{10cfa}-\\u{10d23}\\u{10d30}-\\u{10d39}\\u{10e60}-\\u{10e7e}',
    '\\u{10e80}-\\u{10ea9}\\u{10eb0}-\\u{10eb1}\\u{10f00}-\\u{10f27}\\u{10f30}-\\u{10f45}',
    '\\u{10f51}-\\u{10f54}\\u{10f70}-\\u{10f81}\\u{10fb0}-\\u{10fcb}\\u{10fe0}-\\u{10ff6}',
    '\\u{11003}-\\u{11037}\\u{11052}-\\u{1106f}\\u{11071}-\\u{11072}\\u{11075}\\u{11083}-\\u{110af}',
    '\\u{110d0}-\\u{110e8}\\u{110f0}-\\u{110f9}\\u{11103}-\\u{11126}\\u{11136}-\\u{1113f}\\u{11144}',
    '\\u{11147}\\u{11150}-\\u{11172}\\u{11176}\\u{11183}-\\u{111b2}\\u{111c1}-\\u{111c4}',
    '\\u{111d0}-\\u{111da}\\u{111dc}\\u{111e1}-\\u{111f4}\\u{11200}-\\u{11211}\\u{11213}-\\u{1122b}',
    '\\u{11280}-\\u{11286}\\u{11288}\\u{1128a}-\\u{1128d}\\u{1128f}-\\u{1129d}\\u{1129f}-\\u{112a8}',
    '\\u{112b0}-\\u{112de}\\u{112f0}-\\u{112f9}\\u{11305}-\\u{1130c}\\u{1130f}-\\u{11310}',
    '\\u{11313}-\\u{11328}\\u{1132a}-\\u{11330}\\u{11332}-\\u{11333}\\u{11335}-\\u{11339}\\u{1133d}',
    '\\u{11350}\\u{1135d}-\\u{11361}\\u{11400}-\\u{11434}\\u{11447}-\\u{1144a}\\u{11450}-\\u{11459}',
    '\\u{1145f}-\\u{11461}\\u{11480}-\\u{114af}\\u{114c4}-\\u{114c5}\\u{114c7}\\u{114d0}-\\u{114d9}',
    '\\u{11580}-\\u{115ae}\\u{115d8}-\\u{115db}\\u{11600}-\\u{1162f}\\u{11644}\\u{11650}-\\u{11659}',
    '\\u{11680}-\\u{116aa}\\u{116b8}\\u{116c0}-\\u{116c9}\\u{11700}-\\u{1171a}\\u{11730}-\\u{1173b}',
    '\\u{11740}-\\u{11746}\\u{11800}-\\u{1182b}\\u{118a0}-\\u{118f2}\\u{118ff}-\\u{11906}\\u{11909}',
    '\\u{1190c}-\\u{11913}\\u{11915}-\\u{11916}\\u{11918}-\\u{1192f}\\u{1193f}\\u{11941}',
    '\\u{11950}-\\u{11959}\\u{119a0}-\\u{119a7}\\u{119aa}-\\u{119d0}\\u{119e1}\\u{119e3}\\u{11a00}',
    '\\u{11a0b}-\\u{11a32}\\u{11a3a}\\u{11a50}\\u{11a5c}-\\u{11a89}\\u{11a9d}\\u{11ab0}-\\u{11af8}',
    '\\u{11c00}-\\u{11c08}\\u{11c0a}-\\u{11c2e}\\u{11c40}\\u{11c50}-\\u{11c6c}\\u{11c72}-\\u{11c8f}',
    '\\u{11d00}-\\u{11d06}\\u{11d08}-\\u{11d09}\\u{11d0b}-\\u{11d30}\\u{11d46}\\u{11d50}-\\u{11d59}',
    '\\u{11d60}-\\u{11d65}\\u{11d67}-\\u{11d68}\\u{11d6a}-\\u{11d89}\\u{11d98}\\u{11da0}-\\u{11da9}',
    '\\u{11ee0}-\\u{11ef2}\\u{11fb0}\\u{11fc0}-\\u{11fd4}\\u{12000}-\\u{12399}\\u{12400}-\\u{1246e}',
    '\\u{12480}-\\u{12543}\\u{12f90}-\\u{12ff0}\\u{13000}-\\u{1342e}\\u{14400}-\\u{14646}',
    '\\u{16800}-\\u{16a38}\\u{16a40}-\\u{16a5e}\\u{16a60}-\\u{16a69}\\u{16a70}-\\u{16abe}',
    '\\u{16ac0}-\\u{16ac9}\\u{16ad0}-\\u{16aed}\\u{16b00}-\\u{16b2f}\\u{16b40}-\\u{16b43}',
    '\\u{16b50}-\\u{16b59}\\u{16b5b}-\\u{16b61}\\u{16b63}-\\u{16b77}\\u{16b7d}-\\u{16b8f}',
    '\\u{16e40}-\\u{16e96}\\u{16f00}-\\u{16f4a}\\u{16f50}\\u{16f93}-\\u{16f9f}\\u{16fe0}-\\u{16fe1}',
    '\\u{16fe3}\\u{17000}-\\u{187f7}\\u{18800}-\\u{18cd5}\\u{18d00}-\\u{18d08}\\u{1aff0}-\\u{1aff3}',
    '\\u{1aff5}-\\u{1affb}\\u{1affd}-\\u{1affe}\\u{1b000}-\\u{1b122}\\u{1b150}-\\u{1b152}',
    '\\u{1b164}-\\u{1b167}\\u{1b170}-\\u{1b2fb}\\u{1bc00}-\\u{1bc6a}\\u{1bc70}-\\u{1bc7c}',
    '\\u{1bc80}-\\u{1bc88}\\u{1bc90}-\\u{1bc99}\\u{1d2e0}-\\u{1d2f3}\\u{1d360}-\\u{1d378}',
    '\\u{1d400}-\\u{1d454}\\u{1d456}-\\u{1d49c}\\u{1d49e}-\\u{1d49f}\\u{1d4a2}\\u{1d4a5}-\\u{1d4a6}',
    '\\u{1d4a9}-\\u{1d4ac}\\u{1d4ae}-\\u{1d4b9}\\u{1d4bb}\\u{1d4bd}-\\u{1d4c3}\\u{1d4c5}-\\u{1d505}',
    '\\u{1d507}-\\u{1d50a}\\u{1d50d}-\\u{1d514}\\u{1d516}-\\u{1d51c}\\u{1d51e}-\\u{1d539}',
    '\\u{1d53b}-\\u{1d53e}\\u{1d540}-\\u{1d544}\\u{1d546}\\u{1d54a}-\\u{1d550}\\u{1d552}-\\u{1d6a5}',
    '\\u{1d6a8}-\\u{1d6c0}\\u{1d6c2}-\\u{1d6da}\\u{1d6dc}-\\u{1d6fa}\\u{1d6fc}-\\u{1d714}',
    '\\u{1d716}-\\u{1d734}\\u{1d736}-\\u{1d74e}\\u{1d750}-\\u{1d76e}\\u{1d770}-\\u{1d788}',
    '\\u{1d78a}-\\u{1d7a8}\\u{1d7aa}-\\u{1d7c2}\\u{1d7c4}-\\u{1d7cb}\\u{1d7ce}-\\u{1d7ff}',
    '\\u{1df00}-\\u{1df1e}\\u{1e100}-\\u{1e12c}\\u{1e137}-\\u{1e13d}\\u{1e140}-\\u{1e149}\\u{1e14e}',
    '\\u{1e290}-\\u{1e2ad}\\u{1e2c0}-\\u{1e2eb}\\u{1e2f0}-\\u{1e2f9}\\u{1e7e0}-\\u{1e7e6}',
    '\\u{1e7e8}-\\u{1e7eb}\\u{1e7ed}-\\u{1e7ee}\\u{1e7f0}-\\u{1e7fe}\\u{1e800}-\\u{1e8c4}',
    '\\u{1e8c7}-\\u{1e8cf}\\u{1e900}-\\u{1e943}\\u{1e94b}\\u{1e950}-\\u{1e959}\\u{1ec71}-\\u{1ecab}',
    '\\u{1ecad}-\\u{1ecaf}\\u{1ecb1}-\\u{1ecb4}\\u{1ed01}-\\u{1ed2d}\\u{1ed2f}-\\u{1ed3d}',
    '\\u{1ee00}-\\u{1ee03}\\u{1ee05}-\\u{1ee1f}\\u{1ee21}-\\u{1ee22}\\u{1ee24}\\u{1ee27}',
    '\\u{1ee29}-\\u{1ee32}\\u{1ee34}-\\u{1ee37}\\u{1ee39}\\u{1ee3b}\\u{1ee42}\\u{1ee47}\\u{1ee49}',
    '\\u{1ee4b}\\u{1ee4d}-\\u{1ee4f}\\u{1ee51}-\\u{1ee52}\\u{1ee54}\\u{1ee57}\\u{1ee59}\\u{1ee5b}',
    '\\u{1ee5d}\\u{1ee5f}\\u{1ee61}-\\u{1ee62}\\u{1ee64}\\u{1ee67}-\\u{1ee6a}\\u{1ee6c}-\\u{1ee72}',
    '\\u{1ee74}-\\u{1ee77}\\u{1ee79}-\\u{1ee7c}\\u{1ee7e}\\u{1ee80}-\\u{1ee89}\\u{1ee8b}-\\u{1ee9b}',
    '\\u{1eea1}-\\u{1eea3}\\u{1eea5}-\\u{1eea9}\\u{1eeab}-\\u{1eebb}\\u{1f100}-\\u{1f10c}',
    '\\u{1fbf0}-\\u{1fbf9}\\u{20000}-\\u{2a6df}\\u{2a700}-\\u{2b738}\\u{2b740}-\\u{2b81d}',
    '\\u{2b820}-\\u{2cea1}\\u{2ceb0}-\\u{2ebe0}\\u{2f800}-\\u{2fa1d}\\u{30000}-\\u{3134a}'
].join('');
/** One Python word character, as a regex group. */
const PY_WORD_CHAR = `(?:[0-9A-Za-z_]|[${NON_ASCII_WORD_CLASS_BODY}])`;
/** One Python word character or `-`, as a regex group. */
const PY_WORD_CHAR_OR_HYPHEN = `(?:[0-9A-Za-z_-]|[${NON_ASCII_WORD_CLASS_BODY}])`;

// Walking a text's lines in place, for a given set of line-break characters (Python's
// `splitlines()` knows eight besides `\n`; a JavaScript `^` in multiline mode knows three). Most
// texts hold `\n` alone, and then one indexOf per line is many times faster than a search for a
// class of characters, so the class is searched only in a text that holds another break.
class LineBreaks {
    /** Matches any one of the breaks (not global: for `split` and `test`). */
    pattern;
    others;
    // global only to start the search at lastIndex
    anyFrom;
    constructor(breaks) {
        const escaped = breaks.map((b) => `\\u${b.charCodeAt(0).toString(16).padStart(4, '0')}`);
        this.pattern = new RegExp(`[${escaped.join('')}]`);
        this.anyFrom = new RegExp(this.pattern.source, 'g');
        this.others = breaks.filter((b) => b !== '\n');
    }
    /** Whether `text` holds a break other than `\n`. One search per character. */
    hasOther(text) {
        return this.others.some((lineBreak) => text.includes(lineBreak));
    }
    /**
     * The offset of the first break at or after `from` in `text`, or -1. `onlyNewlines` is
     * `!hasOther(text)`, worked out once per text.
     */
    next(text, from, onlyNewlines) {
        if (onlyNewlines)
            return text.indexOf('\n', from);
        this.anyFrom.lastIndex = from;
        return this.anyFrom.exec(text)?.index ?? -1;
    }
}

// Python string semantics PluginEval relies on, so that lengths, strips, truthiness and regex
// classes give the same answers as the Python reference.
/** Python's `str.isspace()` set (called S here), as a regex character-class body. */
const PY_SPACE_CLASS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** One character of set S. */
const S = `[${PY_SPACE_CLASS}]`;
/** A Python `\w` character (Unicode letter, number or underscore); use with the `u` flag. */
const W = PY_WORD_CHAR;
/** Word boundary after a word character (Python's `\b` at the end of a word). */
const RB = `(?!${W})`;
/**
 * `literal` preceded by a word boundary (Python's `\b` before it), for fixed-length literals.
 * Written as `lit(?<!Wlit)` rather than `(?<!W)lit`: the same test, but the regex then starts
 * with a literal, which V8 scans for quickly instead of testing the lookbehind at every position.
 */
function wordAtBoundary(literal, before = W) {
    return `${literal}(?<!${before}${literal})`;
}
/** A word character or `-` (what may not precede a cross-reference). */
const WORD_OR_HYPHEN = PY_WORD_CHAR_OR_HYPHEN;
function isPySpace(code) {
    if (code <= 0x20)
        return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f);
    if (code < 0x85)
        return false;
    return (code === 0x85 ||
        code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000);
}
/** Index of the first character that `str.strip()` keeps (s.length when all are stripped). */
function pyStripStart(s) {
    let i = 0;
    while (i < s.length && isPySpace(s.charCodeAt(i)))
        i++;
    return i;
}
/** Python `str.strip()` (all S characters are in the BMP, so code units are safe here). */
function pyStrip(s) {
    return pyStripRange(s, 0, s.length);
}
/** `pyStrip(s.slice(from, to))`, without cutting out the unstripped part first. */
function pyStripRange(s, from, to) {
    let start = from;
    while (start < to && isPySpace(s.charCodeAt(start)))
        start++;
    let end = to;
    while (end > start && isPySpace(s.charCodeAt(end - 1)))
        end--;
    return s.slice(start, end);
}
/** Python `len()`: code points, not UTF-16 units. Input is well-formed (strictly decoded). */
function codePointLength(s) {
    let surrogates = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff)
            surrogates++;
    }
    return s.length - surrogates;
}
/** Python `bool(x)` for the values a YAML 1.1 load can produce (`[]` and `{}` are false). */
function pyTruthy(value) {
    if (value === null || value === undefined)
        return false;
    if (typeof value === 'boolean')
        return value;
    // NaN is truthy in Python
    if (typeof value === 'number')
        return value !== 0;
    if (typeof value === 'bigint')
        return value !== 0n;
    if (typeof value === 'string')
        return value.length > 0;
    if (Array.isArray(value))
        return value.length > 0;
    if (value instanceof Map || value instanceof Set)
        return value.size > 0;
    if (value instanceof Uint8Array)
        return value.length > 0;
    if (value instanceof Date)
        return true;
    if (typeof value === 'object')
        return Object.keys(value).length > 0;
    return true;
}
/** A mapping as PyYAML builds a `dict` (not a list, set, omap, date or binary). */
function isPlainMapping(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
/**
 * Python `str.splitlines()` boundaries after newline normalisation (no `\r` left); U+001C–U+001E
 * are line boundaries for Python.
 */
const PY_LINE_BREAKS = new LineBreaks([
    '\n',
    '\v',
    '\f',
    '\x1c',
    '\x1d',
    '\x1e',
    '\x85',
    '\u2028',
    '\u2029'
]);

// The regular expressions of PluginEval's static layer, compiled once. Notation in comments:
// W = Python's word characters, S = Python's whitespace set, `.` = [^\n], ⟨b and b⟩ = a word
// boundary before and after a word.
// Left word boundaries use wordAtBoundary (a lookbehind placed after the literal, for speed).
// Where a pattern is case-insensitive, a literal `i` is written [iIıİ] because Python's
// IGNORECASE also folds dotless ı and dotted İ to i, which JavaScript's /iu does not.
const I = '[iIıİ]';
function ci(pattern) {
    return pattern.replace(/i/g, I);
}
/** One of the literals, each preceded by a word boundary. */
function words(...literals) {
    return `(?:${literals.map((literal) => wordAtBoundary(literal)).join('|')})`;
}
/**
 * Alternatives `(?:a|b|c)…` tested one by one, each only when its literal occurs, and then from
 * where it first occurs (no match starts earlier): a regex that starts with one literal is
 * scanned for quickly, an alternation of several is not.
 */
function anyOf(...alternatives) {
    // One scan for any of the literals first: most texts hold none of a rare set (the literals
    // are plain letters and spaces, so they need no escaping).
    const someLiteral = new RegExp(alternatives.map(([literal]) => literal).join('|'));
    return {
        test: (text) => someLiteral.test(text) &&
            alternatives.some(([literal, regex]) => {
                const first = text.indexOf(literal);
                if (first === -1)
                    return false;
                regex.lastIndex = first;
                return regex.test(text);
            })
    };
}
/** `literal` at a word boundary, then `rest`; the literal gates the regex (global: see anyOf). */
function wordThen(literal, rest) {
    return [literal, new RegExp(`${wordAtBoundary(literal)}${rest}`, 'gu')];
}
/** TP, the trigger pattern, case-insensitive, searched in the description as written. */
const TRIGGER_PATTERN = new RegExp([
    `(?:${wordAtBoundary('should')}${S}+be${S}+use|${wordAtBoundary('use')})d?${S}+(?:${ci('this')}${S}+${ci('skill')}${S}+)?(?:${ci('immediately')}${S}+)?(?:when|after|before|whenever)${RB}`,
    `${wordAtBoundary('use')}${S}+${ci('proactively')}${RB}`,
    `${wordAtBoundary(ci('trigger'))}(?:s)?${S}+(?:when|on)${RB}`,
    `${wordAtBoundary('auto')}(?:-|${S})?loads?${S}+(?:when|on)${RB}`
].join('|'), 'iu');
// Pushiness, all on the lowercased description.
const PROACTIVELY = new RegExp(`${wordAtBoundary('proactively')}${RB}`, 'u');
const TRIGGER_KEYWORDS = new RegExp(`${wordAtBoundary('automatically')}${RB}|${wordAtBoundary('always')}${S}+use${RB}|${wordAtBoundary('trigger')}${RB}|${wordAtBoundary('invoke')}${RB}`, 'u');
const USE_CASE = new RegExp(`,${S}*(?:or${S}+)?(?:when|for|during|implementing|building|creating|debugging|testing|deploying|configuring|setting up)`, 'gu');
const ACTIVITY_PHRASE = new RegExp(`(?:${wordAtBoundary('when')}|${wordAtBoundary('for')}|${wordAtBoundary('during')})${S}+${W}+ing${RB}`, 'u');
// Orchestration wiring, on the lowercased whole content.
const OUTPUT_WORD = new RegExp(`${wordAtBoundary('output')}${RB}`, 'u');
const FORMAT_WORD = new RegExp(`${wordAtBoundary('format')}${RB}`, 'u');
const RETURN_START = new RegExp(wordAtBoundary('return'), 'u');
// global only to start the search at lastIndex
const JSON_END = new RegExp(`json${RB}`, 'gu');
/**
 * Does any line match `⟨boutputb⟩.*⟨bformatb⟩`, `⟨bformatb⟩.*⟨boutputb⟩` or
 * `⟨breturn.*jsonb⟩`? That is: a line holding both words, or a `return` at least six characters
 * before a `json`. Decided from word positions; the regexes themselves backtrack quadratically on
 * a long line with many `output`s and no `format`. Only the lines holding both literals are
 * searched for the words (a line's ends are not word characters, so a word's boundaries are the
 * same in the line as in the whole text).
 */
function hasOutputFormatLine(text) {
    for (const line of linesHolding(text, 'format', 'output')) {
        if (FORMAT_WORD.test(line) && OUTPUT_WORD.test(line))
            return true;
    }
    for (const line of linesHolding(text, 'json', 'return')) {
        const firstReturn = RETURN_START.exec(line);
        if (firstReturn === null)
            continue;
        // some `json` ends a word after the first `return` (two `json`s never overlap)
        JSON_END.lastIndex = firstReturn.index + 'return'.length;
        if (JSON_END.test(line))
            return true;
    }
    return false;
}
/** Each line of `text` that holds both literals, found from where the first one occurs. */
function* linesHolding(text, first, second) {
    for (let at = text.indexOf(first); at !== -1;) {
        const start = text.lastIndexOf('\n', at) + 1;
        const newline = text.indexOf('\n', at);
        const end = newline === -1 ? text.length : newline;
        const line = text.slice(start, end);
        if (line.includes(second))
            yield line;
        at = newline === -1 ? -1 : text.indexOf(first, end);
    }
}
const OUTPUT_VERB = anyOf(wordThen('return', `s?${RB}`), wordThen('produce', `s?${RB}`), wordThen('output', `s?${RB}`), wordThen('generate', `s?${RB}`));
const INPUT_WORD = anyOf(wordThen('input', RB), wordThen('receive', `s?${RB}`), wordThen('accept', `s?${RB}`), wordThen('parameter', `s?${RB}`), wordThen('arg', `s?${RB}`));
const ORCHESTRATION_STEM = anyOf(wordThen('orchestrat', ''), wordThen('coordinat', ''), wordThen('dispatch', ''));
// Structural completeness. `\|.*\|.*\|` ≡ some line holding three `|`; this form is linear.
const TABLE_LINE = /\|[^\n|]*\|[^\n|]*\|/;
const DECISION_WORDS = ['decision', 'when to use', 'comparison', 'tradeoff'];
// Ecosystem coherence, on the lowercased whole content.
const RELATED_WORDS = anyOf(wordThen('related', RB), wordThen('see also', RB), wordThen('companion', RB), wordThen('complement', ''));
// Harness portability.
const TOOLS = 'Read|Edit|Write|Bash|Grep|Glob|Agent|Task|TodoWrite|WebFetch|WebSearch|LS|LSP';
const TOOL_NAMES = TOOLS.split('|');
/** Case-insensitive over the whole pattern; group 1 or 2 is the tool name as written. */
const BACKTICKED_TOOL = new RegExp(`${words('the', 'use', ci('using'), 'call', ci('calling'), ci('invoke'), ci('invoking'), ci('via'))}${S}+\`(${ci(TOOLS)})\`|\`(${ci(TOOLS)})\`${S}+tool${RB}`, 'giu');
/** Some backticked tool name: every BACKTICKED_TOOL match holds one, so no match without it. */
const BACKTICKED_TOOL_NAME = new RegExp(`\`(?:${ci(TOOLS)})\``, 'iu');
const TOOL_PROSE_PATTERN = new RegExp(`${wordAtBoundary('[tT][hH][eE]')}${S}+\`?(?:${TOOLS})\`?${S}+tool${RB}`, 'u');
/** `the` in any case, then a case-sensitive tool name, then `tool`; null when absent. */
function findToolProse(text) {
    if (!text.includes('tool') || !TOOL_NAMES.some((tool) => text.includes(tool)))
        return null;
    return TOOL_PROSE_PATTERN.exec(text);
}

/** The trigger pattern TP: does the description carry an accepted trigger phrase? */
function hasTriggerPhrase(description) {
    return TRIGGER_PATTERN.test(description);
}
/** Matches of the global `pattern` (exec from lastIndex: matchAll would copy the regex). */
function countMatches(pattern, text) {
    let count = 0;
    pattern.lastIndex = 0;
    while (pattern.exec(text) !== null)
        count++;
    return count;
}
/** pushiness(description): how plainly the description says when to use the skill. */
function pushiness(description) {
    const lower = description.toLowerCase();
    let score = 0.0;
    if (hasTriggerPhrase(description))
        score += 0.25;
    if (PROACTIVELY.test(lower))
        score += 0.15;
    if (TRIGGER_KEYWORDS.test(lower))
        score += 0.1;
    const useCases = countMatches(USE_CASE, lower);
    if (useCases >= 3)
        score += 0.2;
    else if (useCases >= 1)
        score += 0.1;
    if (ACTIVITY_PHRASE.test(lower))
        score += 0.15;
    if (codePointLength(pyStrip(description)) >= 40)
        score += 0.1;
    return Math.min(1.0, score);
}
/** frontmatter_quality: a name, a long enough description, and its pushiness. */
function frontmatterQuality(skill) {
    let score = 0.0;
    if (pyTruthy(skill.name) && skill.name !== skill.dirName)
        score += 0.15;
    else if (pyTruthy(skill.name))
        score += 0.1;
    const length = codePointLength(pyStrip(skill.description));
    if (length >= 100)
        score += 0.25;
    else if (length >= 60)
        score += 0.2;
    else if (length >= 30)
        score += 0.15;
    else if (length >= 10)
        score += 0.05;
    score += pushiness(skill.description) * 0.6;
    return Math.min(1.0, score);
}
/** orchestration_wiring: stated inputs and outputs reward, orchestration words cost. */
function orchestrationWiring(skill, lowerContent) {
    let score = 0.7;
    if (hasOutputFormatLine(lowerContent))
        score += 0.1;
    if (OUTPUT_VERB.test(lowerContent))
        score += 0.05;
    if (INPUT_WORD.test(lowerContent))
        score += 0.1;
    if (skill.fences.length >= 2)
        score += 0.05;
    if (ORCHESTRATION_STEM.test(lowerContent))
        score -= 0.15;
    return Math.max(0.0, Math.min(1.0, score));
}
/** progressive_disclosure: a moderate length, detail moved to `references/` and `assets/`. */
function progressiveDisclosure(skill, folder) {
    const lines = skill.lineCount;
    let score = 0.0;
    if (lines >= 200 && lines <= 600)
        score += 0.6;
    else if (lines >= 100 && lines < 200)
        score += 0.5;
    else if (lines > 600 && lines <= 800)
        score += 0.4;
    else if (lines < 100)
        score += 0.2;
    else
        score += 0.15;
    if (folder.hasReferences && folder.referenceFiles.length > 0)
        score += lines > 400 ? 0.25 : 0.15;
    if (folder.hasAssets && folder.assetFiles.length > 0)
        score += 0.15;
    return Math.min(1.0, score);
}
/** structural_completeness: headings, code blocks, examples, troubleshooting, tables. */
function structuralCompleteness(skill, lowerContent) {
    let score = 0.0;
    const headings = skill.h2Count + skill.h3Count;
    if (headings >= 6)
        score += 0.2;
    else if (headings >= 4)
        score += 0.15;
    else if (headings >= 2)
        score += 0.1;
    const fences = skill.fences.length;
    if (fences >= 5)
        score += 0.2;
    else if (fences >= 3)
        score += 0.15;
    else if (fences >= 1)
        score += 0.1;
    const languages = new Set();
    for (const fence of skill.fences)
        if (fence.language !== '')
            languages.add(fence.language);
    if (languages.size >= 3)
        score += 0.15;
    else if (languages.size >= 2)
        score += 0.1;
    if (skill.hasExamples)
        score += 0.15;
    if (skill.hasTroubleshooting)
        score += 0.15;
    if (TABLE_LINE.test(skill.content))
        score += 0.1;
    if (DECISION_WORDS.some((word) => lowerContent.includes(word)))
        score += 0.05;
    return Math.min(1.0, score);
}
/** token_efficiency: few MUST / NEVER / ALWAYS per line and few repeated lines. */
function tokenEfficiency(skill) {
    let score = 1.0;
    const density = skill.directives.length / Math.max(skill.lineCount, 1);
    if (density > 0.5)
        score -= 0.4;
    else if (density > 0.2)
        score -= 0.2;
    else if (density > 0.1)
        score -= 0.1;
    let total = 0;
    const unique = new Set();
    // the lines of Python's `str.splitlines()` of the normalised text, walked in place
    const text = skill.content;
    const onlyNewlines = !PY_LINE_BREAKS.hasOther(text);
    for (let start = 0;;) {
        let end = PY_LINE_BREAKS.next(text, start, onlyNewlines);
        if (end === -1)
            end = text.length;
        const stripped = pyStripRange(text, start, end);
        if (stripped !== '' && !text.startsWith('---', start)) {
            total++;
            unique.add(stripped);
        }
        if (end === text.length)
            break;
        start = end + 1;
    }
    if (total > 0) {
        const ratio = 1.0 - unique.size / total;
        score -= ratio * 0.4;
    }
    return Math.max(0.0, Math.min(1.0, score));
}
/** ecosystem_coherence: cross-references and "related" / "see also" wording. */
function ecosystemCoherence(skill, lowerContent) {
    let score = 0.5;
    const refs = skill.crossReferences.length;
    if (refs > 0)
        score += Math.min(0.25, refs * 0.08);
    if (RELATED_WORDS.test(lowerContent))
        score += 0.25;
    return Math.min(1.0, score);
}

const MAX_DIRECTIVES = 15;
const MIN_DESCRIPTION_LENGTH = 20;
const MAX_LINES_WITHOUT_REFERENCES = 800;
/** Longest link target or path repeated in a description (two fit in one 200-character echo). */
const ECHO_CHARS = 90;
/** PurePosixPath(x).name: the last non-empty, non-`.` part of a `/`-separated path. */
function posixBaseName(path) {
    const parts = path.split('/').filter((part) => part !== '' && part !== '.');
    return parts.length === 0 ? '' : parts[parts.length - 1];
}
/** Why the description was not read, when the frontmatter did not parse. */
function unreadFrontmatter(skill) {
    const error = skill.frontmatter.yamlError;
    if (error === undefined)
        return undefined;
    const line = error.line ?? 1;
    return {
        cause: `the frontmatter is not valid YAML (line ${line}), so it counts as empty`,
        fix: `Fix the YAML error at line ${line} (reported as spec/frontmatter-yaml; usually a value to put in double quotes); this flag then judges the description you wrote.`,
        line
    };
}
/**
 * Detects the anti-patterns. `existingCrossRefs` holds the normalised cross-references that
 * resolve on disk (the reader checks them; the others become DEAD_CROSS_REF).
 */
function detectAntiPatterns(skill, folder, existingCrossRefs) {
    const found = [];
    const file = skill.file;
    const descriptionLine = skill.descriptionLine ?? 1;
    const directives = skill.directives.length;
    if (directives > MAX_DIRECTIVES) {
        found.push({
            flag: 'OVER_CONSTRAINED',
            description: `${directives} MUST/NEVER/ALWAYS directives (more than ${MAX_DIRECTIVES}); explain the reasons instead of stacking commands`,
            severity: 0.1,
            file,
            // the directive that crosses the limit
            line: skill.directives[MAX_DIRECTIVES].line
        });
    }
    const descriptionLength = codePointLength(pyStrip(skill.description));
    // A frontmatter that is not valid YAML is scored as an empty one (as PluginEval does), so these
    // two flags fire whatever the description says: they point at the YAML error instead of asking
    // for a description the file may well have.
    const unread = unreadFrontmatter(skill);
    if (descriptionLength < MIN_DESCRIPTION_LENGTH) {
        found.push({
            flag: 'EMPTY_DESCRIPTION',
            description: unread
                ? `no description was read: ${unread.cause}`
                : `description is ${descriptionLength} characters long (minimum ${MIN_DESCRIPTION_LENGTH}); say what the skill does and when to use it`,
            severity: 0.1,
            file,
            line: unread?.line ?? descriptionLine,
            ...(unread ? { fix: unread.fix } : {})
        });
    }
    if (skill.usesDescriptionTriggering && !hasTriggerPhrase(skill.description)) {
        found.push({
            flag: 'MISSING_TRIGGER',
            description: unread
                ? `no trigger phrase was read: ${unread.cause}`
                : 'description has no trigger phrase such as "Use when …", "Use this skill when …", "Use proactively" or "Trigger when …"',
            severity: 0.15,
            file,
            line: unread?.line ?? descriptionLine,
            ...(unread ? { fix: unread.fix } : {})
        });
    }
    if (skill.lineCount > MAX_LINES_WITHOUT_REFERENCES && !folder.hasReferences) {
        found.push({
            flag: 'BLOATED_SKILL',
            description: `${skill.lineCount} lines and no references/ folder; move detail into references/ files`,
            severity: 0.1,
            file,
            // the first line past the limit
            line: MAX_LINES_WITHOUT_REFERENCES + 1
        });
    }
    if (folder.hasReferences) {
        const referenceNames = new Set(folder.referenceFiles.map((name) => name.toLowerCase()));
        for (const link of skill.referenceLinks) {
            if (referenceNames.has(posixBaseName(link.target).toLowerCase()))
                continue;
            found.push({
                flag: 'ORPHAN_REFERENCE',
                description: `link target references/${clipText(link.target, ECHO_CHARS)} is not a file directly inside references/`,
                severity: 0.05,
                file,
                line: link.line
            });
        }
    }
    for (const crossRef of skill.crossReferences) {
        if (existingCrossRefs.has(crossRef.ref))
            continue;
        found.push({
            flag: 'DEAD_CROSS_REF',
            description: `cross-reference ${clipText(crossRef.raw, ECHO_CHARS)} does not resolve to a sibling skill (${clipText(crossRef.ref, ECHO_CHARS)}) or a sub-skill`,
            severity: 0.05,
            file,
            line: crossRef.line
        });
    }
    return found;
}

/** Codex's limit on an inlined skill file, in UTF-8 bytes. */
const CODEX_CAP_BYTES = 8192;
/** The three portability findings in PluginEval's fixed order, and the sub-score. */
function harnessPortability(skill, folder) {
    const lines = skill.lineIndex;
    const findings = [];
    if (skill.utf8Bytes > CODEX_CAP_BYTES && !folder.hasReferences) {
        findings.push({
            flag: 'SKILL_OVER_CODEX_CAP',
            severity: 0.15,
            message: `SKILL.md is ${skill.utf8Bytes} bytes, over the ${CODEX_CAP_BYTES}-byte limit some harnesses inline; move detail into references/`,
            file: skill.file,
            line: 1
        });
    }
    const spellings = new Set();
    let firstToolOffset = -1;
    // the full scan is slow on long texts; run it only when a backticked tool name occurs at all
    // (and by exec from lastIndex: matchAll would copy the regex, and a fresh copy runs slowly)
    BACKTICKED_TOOL.lastIndex = 0;
    let match = BACKTICKED_TOOL_NAME.test(skill.content) ? BACKTICKED_TOOL.exec(skill.content) : null;
    for (; match !== null; match = BACKTICKED_TOOL.exec(skill.content)) {
        spellings.add((match[1] ?? match[2]));
        if (firstToolOffset === -1)
            firstToolOffset = match.index;
    }
    if (spellings.size > 0) {
        findings.push({
            flag: 'CLAUDE_TOOL_REFS',
            severity: Math.min(0.1, 0.02 * spellings.size),
            message: `names Claude Code tools in backticks (${[...spellings].join(', ')}); describe the action instead so other harnesses follow it`,
            file: skill.file,
            line: lines.lineAt(firstToolOffset)
        });
    }
    const prose = findToolProse(skill.content);
    if (prose) {
        findings.push({
            flag: 'CLAUDE_TOOL_PROSE',
            severity: 0.05,
            message: `refers to "${prose[0]}"; describe the action instead of a Claude Code tool name`,
            file: skill.file,
            line: lines.lineAt(prose.index)
        });
    }
    if (findings.length === 0)
        return { score: 1.0, findings };
    let penalty = 0;
    for (const finding of findings)
        penalty += finding.severity;
    return { score: Math.max(0.0, 1.0 - penalty), findings };
}

/** Weights of the sub-scores in the static layer score, in the order they are summed. */
const STATIC_WEIGHTS = [
    ['frontmatter_quality', 0.32],
    ['orchestration_wiring', 0.23],
    ['progressive_disclosure', 0.14],
    ['structural_completeness', 0.1],
    ['token_efficiency', 0.09],
    ['ecosystem_coherence', 0.06],
    ['harness_portability', 0.06]
];
/** The anti-pattern multiplier: 5 % per flag whatever its severity, floored at 0.5. */
function antiPatternPenalty(count) {
    return Math.max(0.5, 1.0 - 0.05 * count);
}
/** Weighted sum of the sub-scores in table order (the order fixes the float result). */
function rawStaticScore(subScores) {
    let raw = 0;
    for (const [name, weight] of STATIC_WEIGHTS)
        raw += subScores[name] * weight;
    return raw;
}
/** Scores one parsed skill. */
function scoreStatic({ skill, folder, existingCrossRefs }) {
    const lowerContent = skill.content.toLowerCase();
    const portability = harnessPortability(skill, folder);
    const subScores = {
        frontmatter_quality: frontmatterQuality(skill),
        orchestration_wiring: orchestrationWiring(skill, lowerContent),
        progressive_disclosure: progressiveDisclosure(skill, folder),
        structural_completeness: structuralCompleteness(skill, lowerContent),
        token_efficiency: tokenEfficiency(skill),
        ecosystem_coherence: ecosystemCoherence(skill, lowerContent),
        harness_portability: portability.score
    };
    const antiPatterns = detectAntiPatterns(skill, folder, existingCrossRefs);
    const score = rawStaticScore(subScores) * antiPatternPenalty(antiPatterns.length);
    return {
        status: 'ok',
        score: Math.max(0, Math.min(1, score)),
        subScores,
        antiPatterns,
        portability: portability.findings,
        // the name is whatever the frontmatter holds (a 1,000-level list, a 60 KB string): echo it cut
        metadata: { skillName: boundedValue(skill.name), lineCount: skill.lineCount }
    };
}

// YAML 1.1 as PyYAML's safe loader (PluginEval's) reads it, on top of the npm `yaml` parser.
// The package's own 1.1 schema differs from PyYAML in scalar resolution (`y`/`n` booleans, `1e3`
// floats, sexagesimal and date forms) and accepts inputs PyYAML rejects; the custom tags and the
// checks below close those gaps. Nothing here executes anything: YAML only builds plain data.
/** Duplicate keys beyond this many are counted, not listed. */
const MAX_LISTED_DUPLICATE_KEYS = 5;
const PY_BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const PY_INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const PY_FLOAT = /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const PY_TIMESTAMP = /^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$/;
const TIMESTAMP_PARTS = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]*))?(?:[ \t]*(Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?)?$/;
/** Python's int() of a sexagesimal `a:b:c` string after sign removal. */
function sexagesimal(digits, parse) {
    let value = 0;
    for (const part of digits.split(':'))
        value = value * 60 + parse(part);
    return value;
}
function resolvePyInt(source, onError) {
    let text = source.replace(/_/g, '');
    let sign = 1;
    if (text[0] === '-' || text[0] === '+') {
        if (text[0] === '-')
            sign = -1;
        text = text.slice(1);
    }
    let value;
    if (text === '0')
        value = 0;
    else if (text.startsWith('0b'))
        value = text.length > 2 ? parseInt(text.slice(2), 2) : NaN;
    else if (text.startsWith('0x'))
        value = text.length > 2 ? parseInt(text.slice(2), 16) : NaN;
    else if (text[0] === '0')
        value = parseInt(text, 8);
    else if (text.includes(':'))
        value = sexagesimal(text, Number);
    else
        value = Number(text);
    if (Number.isNaN(value))
        onError(`invalid integer ${source}`);
    return sign * value;
}
function resolvePyFloat(source) {
    let text = source.replace(/_/g, '').toLowerCase();
    let sign = 1;
    if (text[0] === '-' || text[0] === '+') {
        if (text[0] === '-')
            sign = -1;
        text = text.slice(1);
    }
    if (text === '.inf')
        return sign * Infinity;
    if (text === '.nan')
        return NaN;
    if (text.includes(':'))
        return sign * sexagesimal(text, Number);
    return sign * Number(text);
}
function resolvePyTimestamp(source, onError) {
    const m = TIMESTAMP_PARTS.exec(source);
    if (!m)
        return source;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const hour = m[4] === undefined ? 0 : Number(m[4]);
    const minute = m[5] === undefined ? 0 : Number(m[5]);
    const second = m[6] === undefined ? 0 : Number(m[6]);
    const millis = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
    let date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
    if (date.getUTCFullYear() !== year)
        date.setUTCFullYear(year);
    // PyYAML builds datetime objects, which reject impossible dates and times
    if (date.getUTCMonth() !== month - 1 ||
        date.getUTCDate() !== day ||
        hour > 23 ||
        minute > 59 ||
        second > 59) {
        onError(`invalid timestamp ${source}`);
        return source;
    }
    if (m[9]) {
        const offsetMinutes = Number(m[10]) * 60 + (m[11] === undefined ? 0 : Number(m[11]));
        date = new Date(date.getTime() - (m[9] === '-' ? -1 : 1) * offsetMinutes * 60000);
    }
    return date;
}
const pyBool = {
    tag: 'tag:yaml.org,2002:bool',
    default: true,
    test: PY_BOOL,
    resolve: (source) => /^(?:yes|true|on)$/i.test(source)
};
const pyInt = {
    tag: 'tag:yaml.org,2002:int',
    default: true,
    test: PY_INT,
    resolve: (source, onError) => resolvePyInt(source, onError)
};
const pyFloat = {
    tag: 'tag:yaml.org,2002:float',
    default: true,
    test: PY_FLOAT,
    resolve: (source) => resolvePyFloat(source)
};
const pyTimestamp = {
    tag: 'tag:yaml.org,2002:timestamp',
    default: true,
    test: PY_TIMESTAMP,
    resolve: (source, onError) => resolvePyTimestamp(source, onError)
};
// PyYAML resolves a plain `=` to tag:yaml.org,2002:value and a plain `<<` outside key position to
// the merge tag; the safe loader has no constructor for either, so both are errors there.
const pyValueError = {
    tag: 'tag:yaml.org,2002:value',
    default: true,
    test: /^(?:=|<<)$/,
    resolve: (source, onError) => {
        onError(`the plain scalar ${source} cannot be constructed by a YAML 1.1 safe loader`);
        return source;
    }
};
const REPLACED_TAGS = new Set([
    'tag:yaml.org,2002:bool',
    'tag:yaml.org,2002:int',
    'tag:yaml.org,2002:float',
    'tag:yaml.org,2002:timestamp'
]);
const SET_TAG = 'tag:yaml.org,2002:set';
function pyYamlTags(tags) {
    const kept = [];
    for (const tag of tags) {
        if (typeof tag === 'string')
            kept.push(tag);
        else if (tag.tag === SET_TAG && 'nodeClass' in tag && tag.nodeClass) {
            // PyYAML builds a !!set from a mapping's keys whatever the values are
            const SetNode = tag.nodeClass;
            kept.push({
                ...tag,
                resolve: (value, onError) => {
                    if (distExports.isMap(value))
                        return Object.assign(new SetNode(), value);
                    onError('Expected a mapping for this tag');
                    return value;
                }
            });
        }
        else if (!REPLACED_TAGS.has(tag.tag))
            kept.push(tag);
    }
    return [...kept, pyBool, pyInt, pyFloat, pyTimestamp, pyValueError];
}
// Built once and shared by every document: the parser would otherwise build the schema (and the
// tag list above) again for each frontmatter. Parsing only reads it.
const PY_YAML_SCHEMA = new distExports.Schema({
    schema: 'yaml-1.1',
    resolveKnownTags: false,
    merge: true,
    customTags: pyYamlTags
});
// PyYAML's reader refuses characters outside YAML's printable set.
const NON_PRINTABLE = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
// PyYAML treats these as line breaks; replacing them one-for-one keeps every offset valid.
const EXTRA_LINE_BREAKS = /[\x85\u2028\u2029]/g;
const TAB_PROBLEM = 'a tab cannot separate YAML tokens';
/**
 * One pass over the lexer's tokens, before parsing: the limits (nesting, aliases), then the
 * token-level inputs PyYAML rejects but the npm lexer accepts (refused here too, for parity):
 * - tabs: PyYAML's scanner only skips spaces between tokens and ends plain scalars at a tab, so a
 *   tab is an error except inside quoted scalars, comments and block-scalar content;
 * - a `:` with no key before it (`: x` at the start of a line, `{: x}`) unless a `?` key precedes;
 * - top-level block-scalar content at column 0 (PyYAML needs it indented).
 */
function pyYamlLexicalProblem(text, maxTokens, lexemes) {
    const limits = new YamlTokenLimits(maxTokens);
    let explicitKey = false;
    // the last token that can stand before a `:`; null at the start of a line or collection
    let keyCandidate = null;
    for (const token of lexTokens(text, lexemes)) {
        const limited = limits.see(token);
        if (limited)
            return limited;
        const { type, source, start } = token;
        if (type === 'block-scalar-content') {
            keyCandidate = 'scalar';
            const bad = blockScalarProblem(source);
            if (bad)
                return { message: bad.message, offset: start + bad.offset };
            continue;
        }
        if (type === 'comment' || type === 'single-quoted-scalar' || type === 'double-quoted-scalar') {
            if (type !== 'comment')
                keyCandidate = type;
            continue;
        }
        const tab = source.indexOf('\t');
        if (tab !== -1)
            return { message: TAB_PROBLEM, offset: start + tab };
        if (type === 'scalar')
            keyCandidate = 'scalar';
        else if (type === 'explicit-key-ind')
            explicitKey = true;
        else if (type === 'map-value-ind') {
            if (keyCandidate === null && !explicitKey) {
                return { message: 'a ":" needs a key before it', offset: start };
            }
            explicitKey = false;
            keyCandidate = null;
        }
        else if (type === 'newline' ||
            type === 'flow-map-start' ||
            type === 'flow-seq-start' ||
            type === 'comma') {
            keyCandidate = null;
        }
        else if (type === 'flow-map-end' || type === 'flow-seq-end' || type === 'alias') {
            keyCandidate = type;
        }
    }
    return undefined;
}
/**
 * In block-scalar content, PyYAML ends the scalar at a line indented less than the block (tabs do
 * not indent) and then fails on what follows: a tab in the indentation, or text at column 0.
 */
function blockScalarProblem(content) {
    let indent = -1;
    let lineStart = 0;
    while (lineStart < content.length) {
        let lineEnd = content.indexOf('\n', lineStart);
        if (lineEnd === -1)
            lineEnd = content.length;
        let spaces = 0;
        while (content[lineStart + spaces] === ' ')
            spaces++;
        const next = content[lineStart + spaces];
        if (next === '\t' && (indent === -1 || spaces < indent)) {
            return { message: TAB_PROBLEM, offset: lineStart + spaces };
        }
        if (spaces === 0 && next !== undefined && next !== '\n' && next !== '#') {
            return { message: 'block scalar content must be indented', offset: lineStart };
        }
        if (indent === -1 && next !== undefined && next !== '\n')
            indent = spaces;
        lineStart = lineEnd + 1;
    }
    return undefined;
}
/**
 * Constructs PyYAML refuses but the npm parser accepts: a list or mapping as a mapping key (it is
 * unhashable in Python) and an anchor name defined twice. Returns the problem and its offset.
 */
function pyYamlComposeProblem(doc) {
    let problem;
    const anchors = new Set();
    distExports.visit(doc, (_, node) => {
        if (distExports.isPair(node) && distExports.isCollection(node.key)) {
            problem = {
                message: 'a list or mapping cannot be a mapping key',
                offset: node.key.range?.[0] ?? 0
            };
            return distExports.visit.BREAK;
        }
        if ((distExports.isScalar(node) || distExports.isCollection(node)) && node.anchor !== undefined) {
            if (anchors.has(node.anchor)) {
                problem = {
                    message: `the anchor &${node.anchor} is defined twice`,
                    offset: node.range?.[0] ?? 0
                };
                return distExports.visit.BREAK;
            }
            anchors.add(node.anchor);
        }
        return undefined;
    });
    return problem;
}
/** A scalar key's identity as a Python dict compares it (near enough: type and value). */
function keyIdentity(value) {
    if (typeof value === 'symbol')
        return null; // a merge key `<<`
    if (value instanceof Date)
        return `date:${value.getTime()}`;
    if (typeof value === 'number' && Number.isNaN(value))
        return null; // NaN never equals itself
    return `${typeof value}:${String(value)}`;
}
/** Keys written twice in the same mapping, anywhere in the document. */
function duplicateKeys(doc) {
    const found = { listed: [], count: 0 };
    distExports.visit(doc, {
        Map: (_, map) => {
            const seen = new Map();
            for (const { key } of map.items) {
                if (!distExports.isScalar(key) || !key.range)
                    continue;
                const identity = keyIdentity(key.value);
                if (identity === null)
                    continue;
                const firstOffset = seen.get(identity);
                if (firstOffset === undefined) {
                    seen.set(identity, key.range[0]);
                    continue;
                }
                found.count++;
                if (found.listed.length < MAX_LISTED_DUPLICATE_KEYS)
                    found.listed.push({ key: String(key.value), firstOffset, offset: key.range[0] });
            }
        }
    });
    return found;
}
/**
 * Parses one YAML 1.1 document. Offsets (error position, key positions) are indices into `text`.
 * A text of more than `maxTokens` lexer tokens is refused unparsed. Never throws.
 */
function parseYaml11(text, maxTokens = Number.POSITIVE_INFINITY) {
    try {
        return parseYaml11Unguarded(text, maxTokens);
    }
    catch (error) {
        // Nesting and aliases are bounded before parsing; this is a last guard, not the limit.
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, message: `YAML could not be read: ${message}` };
    }
}
function parseYaml11Unguarded(text, maxTokens) {
    const bad = NON_PRINTABLE.exec(text);
    if (bad) {
        const code = bad[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
        return {
            ok: false,
            message: `special character U+${code} is not allowed in YAML`,
            offset: bad.index
        };
    }
    const source = text.replace(EXTRA_LINE_BREAKS, '\n');
    // the lexemes of the checks' pass are given to the parser: the text is lexed once
    const lexemes = [];
    const lexical = pyYamlLexicalProblem(source, maxTokens, lexemes);
    if (lexical)
        return { ok: false, ...lexical };
    const parsed = parseDocumentBounded(source, {
        version: '1.1',
        uniqueKeys: false,
        merge: true,
        prettyErrors: false,
        schema: PY_YAML_SCHEMA,
        // warnings (e.g. about stringified keys) go to the result, never to the console
        logLevel: 'error'
    }, lexemes);
    if (!parsed.ok)
        return { ok: false, ...parsed.problem };
    const doc = parsed.doc;
    const problem = doc.errors[0] ?? doc.warnings.find((warning) => warning.code === 'TAG_RESOLVE_FAILED');
    if (problem)
        return { ok: false, message: problem.message, offset: problem.pos[0] };
    const composeProblem = pyYamlComposeProblem(doc);
    if (composeProblem)
        return { ok: false, ...composeProblem };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return /excessive alias count/i.test(message)
            ? { ok: false, message, limit: 'aliases' }
            : { ok: false, message };
    }
    const keyOffsets = new Map();
    if (distExports.isMap(doc.contents)) {
        for (const pair of doc.contents.items) {
            const key = pair.key;
            if (distExports.isScalar(key) && key.range && typeof key.value !== 'symbol')
                keyOffsets.set(String(key.value), key.range[0]);
        }
    }
    const duplicates = duplicateKeys(doc);
    return {
        ok: true,
        value,
        keyOffsets,
        duplicateKeys: duplicates.listed,
        duplicateKeyCount: duplicates.count
    };
}

/**
 * Characters a taken text may hold: printable ones only, without tabs, carriage returns, the
 * extra line breaks YAML 1.1 knows (U+0085, U+2028, U+2029), non-breaking spaces or a byte order
 * mark. Anything else (and every refusal of the full parser for a character) goes to the parser.
 */
const UNTAKEN_CHARACTER = /[^\n\x20-\x7e\u00a1-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\u{10000}-\u{10ffff}]/u;
/**
 * `key: value` at the left margin, the key a plain word (so it can be neither long, nor a merge
 * key, nor a number), then a colon, at least one space and a value that is not empty.
 */
const ENTRY = /^([A-Za-z][A-Za-z0-9_-]{0,63}): +(\S.*)$/;
/**
 * Plain words YAML 1.1 reads as booleans or null, in any case (`y` and `n` included, though
 * PyYAML reads them as strings: declining costs only time).
 */
const NOT_A_STRING = /^(?:y|n|yes|no|true|false|on|off|null)$/i;
/**
 * A plain value that starts with a letter or a character beyond ASCII (YAML's indicators, and the
 * starts of its numbers, dates and nulls, are all ASCII) and holds neither `: `, ` #` nor a final
 * `:`. The caller has ruled out spaces and controls at the start.
 */
function isPlainString(value) {
    const first = value.charCodeAt(0);
    const letter = (first >= 0x41 && first <= 0x5a) || (first >= 0x61 && first <= 0x7a) || first >= 0x80;
    return (letter &&
        !value.includes(': ') &&
        !value.includes(' #') &&
        !value.endsWith(':') &&
        !NOT_A_STRING.test(value));
}
/** `text` without the spaces around it (trim would also take the Unicode spaces YAML keeps). */
function withoutSpaces(text) {
    let start = 0;
    let end = text.length;
    while (text.charCodeAt(start) === 0x20)
        start++;
    while (end > start && text.charCodeAt(end - 1) === 0x20)
        end--;
    return text.slice(start, end);
}
/** The string a one-line value holds, or undefined when the full parser must read it. */
function stringValue(written) {
    const value = withoutSpaces(written);
    const quote = value[0];
    if (quote === '"' || quote === "'") {
        // one quoted string alone on its line, with no escape and no quote of its kind inside
        const inner = value.slice(1, -1);
        const closed = value.length >= 2 && value.endsWith(quote);
        if (!closed || inner.includes(quote) || (quote === '"' && inner.includes('\\')))
            return undefined;
        return inner;
    }
    return isPlainString(value) ? value : undefined;
}
/**
 * Lines beyond this are left to the parser, which counts its tokens against the caller's limit:
 * a taken line is at most seven tokens (indentation, key, colon, spaces, value, spaces, line
 * break).
 */
const TOKENS_PER_LINE = 8;
/** A key alone on its line at the left margin: the indented entries below are its mapping. */
const MAPPING_KEY = /^([A-Za-z][A-Za-z0-9_-]{0,63}):$/;
/** An entry of such a mapping: `key: value` after one or more spaces. */
const NESTED_ENTRY = /^( +)([A-Za-z][A-Za-z0-9_-]{0,63}): +(\S.*)$/;
/** Block scalar headers taken: literal or folded, keeping or dropping the last line break. */
const BLOCK_HEADERS = new Set(['|', '>', '|-', '>-']);
/**
 * The string a block scalar holds whose lines are indented alike, none of spaces only and none
 * ending in a space: a literal one keeps its line breaks; a folded one turns each break between
 * two lines into a space and keeps those of its empty lines; both drop the empty lines at the end
 * and keep the last break unless the header says `-`.
 */
function blockString({ header, lines }) {
    let last = lines.length;
    while (last > 0 && lines[last - 1] === '')
        last--;
    if (last === 0)
        return undefined;
    let text = lines[0];
    if (header[0] === '|')
        text = lines.slice(0, last).join('\n');
    else {
        let breaks = 0;
        for (const line of lines.slice(1, last)) {
            if (line === '')
                breaks++;
            else {
                text += breaks === 0 ? ` ${line}` : `${'\n'.repeat(breaks)}${line}`;
                breaks = 0;
            }
        }
    }
    return header.endsWith('-') ? text : `${text}\n`;
}
/** A key and its string value, or undefined when the parser must read them. */
function stringEntry(key, written) {
    return NOT_A_STRING.test(key) ? undefined : stringValue(written);
}
/**
 * `parseYaml11(text, maxTokens)` for a frontmatter of `key: value` lines (empty lines between
 * them allowed) whose values are strings by any reading: plain ones that start with a letter (or
 * a character beyond ASCII) and are no boolean or null word, or one-line quoted ones without
 * escapes; a plain one may go on over indented lines of such text. A block scalar (`|`, `>`,
 * `|-`, `>-`) of lines indented alike is taken too, and so is a key alone on its line with a
 * mapping of one-line entries below, all indented alike (as `metadata:` holds). Undefined for
 * every other text, including one with a key written twice or no key at all.
 */
function parseSimpleYaml11(text, maxTokens) {
    if (UNTAKEN_CHARACTER.test(text))
        return undefined;
    const value = {};
    const keyOffsets = new Map();
    // the mapping the indented lines fill, and their indentation (0 before the first)
    let nested;
    let indent = 0;
    // the top-level key whose plain value the indented lines continue, if they may
    let continued;
    // the block scalar (`|` or `>`) the indented lines fill
    let block;
    let lines = 0;
    for (let start = 0; start < text.length;) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        if (++lines * TOKENS_PER_LINE > maxTokens)
            return undefined;
        const lineStart = start;
        const line = text.slice(lineStart, end);
        start = end + 1;
        if (block !== undefined) {
            if (line[0] === ' ') {
                let spaces = 1;
                while (line[spaces] === ' ')
                    spaces++;
                if (block.indent === 0)
                    block.indent = spaces;
                const content = line.slice(spaces);
                // a line of spaces (an empty line whose spaces may be content) and a last line that no
                // line break ends are left to the parser
                if (spaces !== block.indent ||
                    content.length === 0 ||
                    content.endsWith(' ') ||
                    content[0] === '#' ||
                    end === text.length)
                    return undefined;
                block.lines.push(content);
                continue;
            }
            if (line.length === 0) {
                // an empty line before the first is left to the parser
                if (block.lines.length === 0)
                    return undefined;
                block.lines.push('');
                continue;
            }
            const string = blockString(block);
            if (string === undefined)
                return undefined;
            value[block.key] = string;
            block = undefined;
        }
        if (line.length === 0) {
            // an empty line would stay in a value written over several lines, as a line break
            continued = undefined;
        }
        else if (line[0] === ' ' && continued !== undefined) {
            // a plain value written over several lines: YAML joins them with single spaces
            const more = withoutSpaces(line);
            if (!isPlainString(more))
                return undefined;
            value[continued] = `${value[continued]} ${more}`;
        }
        else if (line[0] === ' ') {
            const entry = NESTED_ENTRY.exec(line);
            if (nested === undefined || entry === null)
                return undefined;
            if (indent === 0)
                indent = entry[1].length;
            const key = entry[2];
            const string = stringEntry(key, entry[3]);
            if (entry[1].length !== indent || string === undefined || Object.hasOwn(nested, key))
                return undefined;
            nested[key] = string;
        }
        else {
            // a mapping key with no entry below holds null
            if (nested !== undefined && indent === 0)
                return undefined;
            nested = undefined;
            continued = undefined;
            const entry = ENTRY.exec(line) ?? MAPPING_KEY.exec(line);
            if (entry === null)
                return undefined;
            const key = entry[1];
            if (keyOffsets.has(key))
                return undefined;
            if (entry[2] === undefined) {
                if (NOT_A_STRING.test(key))
                    return undefined;
                nested = {};
                indent = 0;
                value[key] = nested;
            }
            else if (BLOCK_HEADERS.has(entry[2])) {
                if (NOT_A_STRING.test(key))
                    return undefined;
                block = { key, header: entry[2], indent: 0, lines: [] };
                value[key] = '';
            }
            else {
                const string = stringEntry(key, entry[2]);
                if (string === undefined)
                    return undefined;
                value[key] = string;
                if (entry[2][0] !== '"' && entry[2][0] !== "'")
                    continued = key;
            }
            keyOffsets.set(key, lineStart);
        }
    }
    if (block !== undefined) {
        const string = blockString(block);
        if (string === undefined)
            return undefined;
        value[block.key] = string;
    }
    if (keyOffsets.size === 0 || (nested !== undefined && indent === 0))
        return undefined;
    return { ok: true, value, keyOffsets, duplicateKeys: [], duplicateKeyCount: 0 };
}

/**
 * Frontmatter blocks larger than this are refused rather than parsed. The spec's fields are short
 * (a description is at most 1,024 characters); parsing time grows with the block, and a hostile
 * block of one repeated token took seconds at the old 256 KiB cap.
 */
const MAX_FRONTMATTER_CHARS = 64 * 1024;
/**
 * Lexer tokens (values, indicators, spaces, line breaks) beyond this are refused before parsing:
 * the parser's time follows the token count, and 64 KB of `a: b` lines or blank lines still took
 * more than a second. A long frontmatter of 200 lines has about 1,500.
 */
const MAX_FRONTMATTER_TOKENS = 10_000;
const DELIMITER = '---';
/** PluginEval's split: Python's `content.split('---', 2)`, only when content starts with it. */
function splitFrontmatter(content) {
    if (!content.startsWith(DELIMITER))
        return { yamlText: null, body: content, bodyOffset: 0 };
    const close = content.indexOf(DELIMITER, DELIMITER.length);
    if (close === -1)
        return { yamlText: null, body: content, bodyOffset: 0 };
    const bodyOffset = close + DELIMITER.length;
    return {
        yamlText: content.slice(DELIMITER.length, close),
        body: content.slice(bodyOffset),
        bodyOffset
    };
}
/** Splits and parses the frontmatter of normalised SKILL.md `content`. Never throws. */
function parseFrontmatter(content, lines, file) {
    const split = splitFrontmatter(content);
    const frontmatter = {
        delimited: split.yamlText !== null,
        data: {},
        keyLines: {},
        bodyStartLine: lines.lineAt(split.bodyOffset)
    };
    const result = { frontmatter, body: split.body, bodyOffset: split.bodyOffset };
    const yamlText = split.yamlText;
    if (yamlText === null)
        return result;
    const yamlStart = DELIMITER.length;
    const skillMd = baseName(file);
    if (yamlText.length > MAX_FRONTMATTER_CHARS) {
        result.error = {
            code: 'frontmatter-too-large',
            message: `frontmatter is ${yamlText.length} characters; the limit is ${MAX_FRONTMATTER_CHARS} (the spec's fields are short: move long text into the body)`,
            file,
            line: 1
        };
        return result;
    }
    // most frontmatters are a few one-line strings, read exactly as the parser would read them
    const parsed = parseSimpleYaml11(yamlText, MAX_FRONTMATTER_TOKENS) ??
        parseYaml11(yamlText, MAX_FRONTMATTER_TOKENS);
    if (!parsed.ok) {
        const line = parsed.offset === undefined ? 1 : lines.lineAt(yamlStart + parsed.offset);
        if (parsed.limit !== undefined) {
            result.error = { ...refusal(parsed.limit, parsed.message, line, skillMd), file, line };
            return result;
        }
        // PluginEval scores the skill with an empty mapping; the error is kept for reporting.
        frontmatter.yamlError = { message: yamlErrorMessage(parsed.message, line, skillMd), line };
        return result;
    }
    if (parsed.duplicateKeyCount > 0) {
        frontmatter.duplicateKeys = parsed.duplicateKeys.map((duplicate) => ({
            key: clipLine(duplicate.key, KEY_CHARS),
            firstLine: lines.lineAt(yamlStart + duplicate.firstOffset),
            line: lines.lineAt(yamlStart + duplicate.offset)
        }));
        frontmatter.duplicateKeyCount = parsed.duplicateKeyCount;
    }
    if (!pyTruthy(parsed.value))
        return result;
    if (!isPlainMapping(parsed.value)) {
        result.error = {
            code: 'frontmatter-not-mapping',
            message: `frontmatter must be a YAML mapping of keys to values, but it is ${describeYamlValue(parsed.value)}`,
            file,
            line: lines.lineAt(yamlStart + firstContentOffset(yamlText))
        };
        return result;
    }
    frontmatter.data = parsed.value;
    for (const [key, offset] of parsed.keyOffsets) {
        // defineProperty: a `__proto__` key must stay a plain entry
        Object.defineProperty(frontmatter.keyLines, key, {
            value: lines.lineAt(yamlStart + offset),
            enumerable: true,
            writable: true,
            configurable: true
        });
    }
    return result;
}
/** Longest key echoed in a message about it. */
const KEY_CHARS = 60;
/** Longest part of the parser's own message kept in ours (the whole stays under 200). */
const REASON_CHARS = 72;
function baseName(file) {
    return file.slice(file.lastIndexOf('/') + 1);
}
function refusal(limit, reason, line, skillMd) {
    if (limit === 'tokens') {
        return {
            code: 'frontmatter-too-large',
            message: `frontmatter has more than ${MAX_FRONTMATTER_TOKENS} YAML tokens (values, indicators, line breaks) by line ${line} of ${skillMd}; keep it to the spec's short fields`
        };
    }
    if (limit === 'nesting') {
        return {
            code: 'frontmatter-too-deep',
            message: `frontmatter refused: values are nested more than ${MAX_YAML_DEPTH} levels deep at line ${line} of ${skillMd} (the spec's fields need two)`
        };
    }
    return {
        code: 'yaml-bomb',
        message: `frontmatter refused: ${clipLine(reason, REASON_CHARS)} at line ${line} of ${skillMd}`
    };
}
/**
 * What went wrong, where, and the usual fix. Most broken frontmatters are an unquoted value that
 * YAML reads as syntax (`description: Use when: the user asks`), so the advice is to quote it.
 */
function yamlErrorMessage(reason, line, skillMd) {
    const where = `${clipLine(reason, REASON_CHARS)} at line ${line} of ${skillMd}`;
    if (/\btab\b/.test(reason))
        return `${where} — indent and separate with spaces, not tabs`;
    if (reason.startsWith('special character'))
        return `${where} — remove the character`;
    return `${where} — put the value in double quotes (": ", " #" and a leading [ { * & ! | > ' % @ \` are YAML syntax)`;
}
function firstContentOffset(text) {
    const match = /[^\s]/.exec(text);
    return match ? match.index : 0;
}
/** A short English name of a YAML value's type, for error messages. */
function describeYamlValue(value) {
    if (value === null || value === undefined)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (value instanceof Date)
        return 'a date';
    if (value instanceof Set)
        return 'a set';
    if (value instanceof Map)
        return 'an ordered map';
    if (value instanceof Uint8Array)
        return 'binary data';
    if (typeof value === 'string')
        return 'a string';
    if (typeof value === 'number')
        return 'a number';
    if (typeof value === 'boolean')
        return `the boolean ${String(value)}`;
    return typeof value;
}

// Maps a character offset of the normalised SKILL.md to its 1-based line (lines end at `\n`,
// the same lines PluginEval counts).
class LineIndex {
    newlines = [];
    constructor(text) {
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            this.newlines.push(i);
    }
    /** Number of lines: `\n` count + 1 (PluginEval line_count). */
    get lineCount() {
        return this.newlines.length + 1;
    }
    /** 1-based line of the character at `offset`. */
    lineAt(offset) {
        let lo = 0;
        let hi = this.newlines.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.newlines[mid] < offset)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo + 1;
    }
}

/** The reader's error for a description that is not a string (the spec rules report it once). */
const DESCRIPTION_NOT_STRING = 'description-not-string';
const FENCE = new RegExp('```(' + W + '*)', 'gu');
const DIRECTIVE_WORDS = ['MUST', 'NEVER', 'ALWAYS'];
const DIRECTIVE_CANDIDATE = new RegExp(DIRECTIVE_WORDS.join('|'), 'g');
// Sticky: tried only where one of the words starts (an alternation of literals is otherwise
// tried at every position of the text).
const DIRECTIVE_AT = new RegExp(`(?:${DIRECTIVE_WORDS.map((w) => wordAtBoundary(w)).join('|')})${RB}`, 'uy');
// Sticky, tried only where a match can start: at a `skill`, or at the `sub-` just before one.
const CROSS_REFERENCE_AT = new RegExp(`(?:${['skill', 'skills', 'sub-skills'].map((w) => wordAtBoundary(w, WORD_OR_HYPHEN)).join('|')})/[a-z0-9-]+(?:/[a-z0-9-]+)*`, 'uy');
const REFERENCE_LINK_OPEN = '(references/';
// PluginEval looks for these substrings in the lowercased body. A non-unicode /i regex on the body is
// equivalent (no non-ASCII character lowercases into these ASCII words) and avoids lowercasing
// the body. `### example` is implied by `## example`. Sticky: tried only where `## ` occurs.
const MARKER_START = '## ';
const EXAMPLE_MARKER_AT = /## (?:example|usage)/iy;
const TROUBLESHOOTING_MARKER_AT = /## (?:troubleshoot|common issue|faq)/iy;
/**
 * The directive words as whole words, in order. The words never overlap one another, so the
 * occurrences a plain scan for any of them finds, each tried as a whole word, are what one scan
 * of the text with the word pattern finds.
 */
function findDirectives(content, lines) {
    const found = [];
    DIRECTIVE_CANDIDATE.lastIndex = 0;
    for (let candidate = DIRECTIVE_CANDIDATE.exec(content); candidate !== null; candidate = DIRECTIVE_CANDIDATE.exec(content)) {
        DIRECTIVE_AT.lastIndex = candidate.index;
        if (DIRECTIVE_AT.test(content))
            found.push({ text: candidate[0], line: lines.lineAt(candidate.index) });
    }
    return found;
}
/**
 * The `## ` and `### ` lines of the stripped body, found where `## ` occurs (a `### ` line holds
 * it one character in) rather than by visiting every line.
 */
function findHeadings(body, bodyOffset, lines) {
    const start = pyStripStart(body);
    const stripped = pyStrip(body);
    const headings = [];
    const startsLine = (at) => at === 0 || stripped.charCodeAt(at - 1) === 0x0a;
    for (let at = stripped.indexOf(MARKER_START); at !== -1; at = stripped.indexOf(MARKER_START, at + 1)) {
        let level;
        let lineStart;
        if (startsLine(at)) {
            level = 2;
            lineStart = at;
        }
        else if (at >= 1 && stripped.charCodeAt(at - 1) === 0x23 /* # */ && startsLine(at - 1)) {
            level = 3;
            lineStart = at - 1;
        }
        else
            continue;
        const lineEnd = stripped.indexOf('\n', lineStart);
        headings.push({
            level,
            text: stripped.slice(lineStart, lineEnd === -1 ? stripped.length : lineEnd),
            line: lines.lineAt(bodyOffset + start + lineStart)
        });
    }
    return headings;
}
/** Whether the body holds an example marker and a troubleshooting marker. */
function findMarkers(body) {
    let hasExamples = false;
    let hasTroubleshooting = false;
    for (let at = body.indexOf(MARKER_START); at !== -1; at = body.indexOf(MARKER_START, at + 1)) {
        EXAMPLE_MARKER_AT.lastIndex = at;
        TROUBLESHOOTING_MARKER_AT.lastIndex = at;
        hasExamples ||= EXAMPLE_MARKER_AT.test(body);
        hasTroubleshooting ||= TROUBLESHOOTING_MARKER_AT.test(body);
        if (hasExamples && hasTroubleshooting)
            break;
    }
    return { hasExamples, hasTroubleshooting };
}
function findCrossReferences(body, bodyOffset, lines) {
    const refs = [];
    // Where the candidates are tried in order and those inside a match passed over, the matches are
    // the ones a scan of the whole body finds.
    let end = 0;
    for (let at = body.indexOf('skill'); at !== -1; at = body.indexOf('skill', at + 1)) {
        // every match has `/` right after this `skill` or after its `s`
        const after = at + 'skill'.length;
        if (body.charCodeAt(after) !== 0x2f /* / */ && !body.startsWith('s/', after))
            continue;
        for (const start of at >= 4 && body.startsWith('sub-', at - 4) ? [at - 4, at] : [at]) {
            if (start < end)
                continue;
            CROSS_REFERENCE_AT.lastIndex = start;
            const match = CROSS_REFERENCE_AT.exec(body);
            if (match === null)
                continue;
            const raw = match[0];
            const ref = raw.startsWith('skill/') || raw.startsWith('skills/')
                ? raw.slice(raw.indexOf('/') + 1)
                : raw;
            refs.push({ ref, raw, line: lines.lineAt(bodyOffset + start) });
            end = start + raw.length;
        }
    }
    return refs;
}
/** `\(references/([^)]+)\)` scanned with indexOf, so an unclosed `(` cannot make it quadratic. */
function findReferenceLinks(content, lines) {
    const links = [];
    let from = 0;
    for (;;) {
        const open = content.indexOf(REFERENCE_LINK_OPEN, from);
        if (open === -1)
            break;
        const targetStart = open + REFERENCE_LINK_OPEN.length;
        const close = content.indexOf(')', targetStart);
        if (close === -1)
            break;
        if (close === targetStart) {
            from = open + 1;
            continue;
        }
        links.push({ target: content.slice(targetStart, close), line: lines.lineAt(open) });
        from = close + 1;
    }
    return links;
}
function usesDescriptionTriggering(data) {
    const paths = data['paths'];
    return !(data['disable-model-invocation'] === true ||
        (typeof paths === 'string' && paths.length > 0));
}
/**
 * Parses normalised SKILL.md `content` of the folder named `dirName`. `file` is the SKILL.md path
 * reported in errors. Returns an error where PluginEval would crash (e.g. frontmatter that is
 * not a mapping, a non-string description). Never throws.
 */
function parseSkill(content, dirName, file) {
    const lines = new LineIndex(content);
    const fm = parseFrontmatter(content, lines, file);
    if (fm.error)
        return { ok: false, error: fm.error };
    const { frontmatter, body, bodyOffset } = fm;
    const data = frontmatter.data;
    const hasDescription = Object.hasOwn(data, 'description');
    const description = hasDescription ? data['description'] : '';
    const descriptionLine = frontmatter.keyLines['description'];
    if (typeof description !== 'string') {
        return {
            ok: false,
            error: {
                code: DESCRIPTION_NOT_STRING,
                message: `description must be a string, but YAML reads it as ${describeYamlValue(description)}; quote it`,
                file,
                line: descriptionLine ?? 1
            },
            frontmatter
        };
    }
    const headings = findHeadings(body, bodyOffset, lines);
    let h2Count = 0;
    for (const heading of headings)
        if (heading.level === 2)
            h2Count++;
    const fences = [];
    // exec from lastIndex: matchAll would copy the regex for each text, and a fresh copy of one
    // with the large word class runs slowly
    FENCE.lastIndex = 0;
    for (let match = FENCE.exec(content); match !== null; match = FENCE.exec(content)) {
        fences.push({ language: match[1], line: lines.lineAt(match.index) });
    }
    return {
        ok: true,
        skill: {
            file,
            dirName,
            content,
            lineIndex: lines,
            frontmatter,
            body,
            bodyOffset,
            name: Object.hasOwn(data, 'name') ? data['name'] : dirName,
            description,
            ...(descriptionLine === undefined ? {} : { descriptionLine }),
            usesDescriptionTriggering: usesDescriptionTriggering(data),
            lineCount: lines.lineCount,
            utf8Bytes: Buffer.byteLength(content, 'utf8'),
            headings,
            h2Count,
            h3Count: headings.length - h2Count,
            fences,
            ...findMarkers(body),
            directives: findDirectives(content, lines),
            crossReferences: findCrossReferences(body, bodyOffset, lines),
            referenceLinks: findReferenceLinks(content, lines)
        }
    };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** 1-based line of byte `offset` (lines end at LF bytes). */
function lineOfByte(bytes, offset) {
    let line = 1;
    for (let i = 0; i < offset; i++)
        if (bytes[i] === 0x0a)
            line++;
    return line;
}
/** Byte offset of the first invalid UTF-8 sequence (only called once decoding has failed). */
function firstInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        let need;
        let min;
        if (b < 0x80) {
            i++;
            continue;
        }
        else if (b >= 0xc2 && b <= 0xdf)
            [need, min] = [1, 0x80];
        else if (b >= 0xe0 && b <= 0xef)
            [need, min] = [2, 0x800];
        else if (b >= 0xf0 && b <= 0xf4)
            [need, min] = [3, 0x10000];
        else
            return i;
        let code = b & (0x3f >> need);
        for (let k = 1; k <= need; k++) {
            const c = bytes[i + k];
            if (c === undefined || (c & 0xc0) !== 0x80)
                return i;
            code = (code << 6) | (c & 0x3f);
        }
        if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return i;
        i += need + 1;
    }
    return bytes.length;
}
/** Python text-mode newlines: `\r\n` then lone `\r` become `\n`. */
function normaliseNewlines(text) {
    return text.indexOf('\r') === -1 ? text : text.replace(/\r\n?/g, '\n');
}
/** Decodes SKILL.md bytes; `file` names the file in errors. */
function decodeSkillBytes(bytes, file) {
    const nul = bytes.indexOf(0);
    if (nul !== -1) {
        return {
            ok: false,
            error: {
                code: 'binary-file',
                message: 'contains a NUL byte, so it is not a text file',
                file,
                line: lineOfByte(bytes, nul)
            }
        };
    }
    let text;
    try {
        text = strictUtf8.decode(bytes);
    }
    catch {
        const offset = firstInvalidUtf8(bytes);
        return {
            ok: false,
            error: {
                code: 'invalid-utf8',
                message: `is not valid UTF-8 (first invalid byte at offset ${offset})`,
                file,
                line: lineOfByte(bytes, offset)
            }
        };
    }
    return { ok: true, content: normaliseNewlines(text) };
}

// File-system edge of the skill reader: reading SKILL.md with a size cap, listing references/
// and assets/, and resolving cross-references, each the way PluginEval does it so the static
// scores match. Everything else is pure and lives in parse.ts and the static layer.
// Still exported from here for src/layers/static/evaluate.ts, which imports it from this module.
/** SKILL.md files larger than this are refused without being read whole. */
const MAX_SKILL_BYTES = 2 * 1024 * 1024;
const failure = (code, message, file) => ({
    ok: false,
    error: { code, message, file }
});
/**
 * Which skill file `dir` holds, by the exact names in the folder: on a case-insensitive file
 * system a look-up of `SKILL.md` also finds `skill.md`, and the report must name the file that is
 * there. `relDir` is the folder relative to the root, for errors.
 */
async function locateSkillFile(listing, relDir) {
    const file = relDir === '.' ? SKILL_FILE_NAME : `${relDir}/${SKILL_FILE_NAME}`;
    let entries;
    try {
        entries = await listing.entries('.');
    }
    catch (error) {
        return errnoCode(error) === 'ENOENT'
            ? failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file)
            : failure('unreadable', `cannot list the skill folder: ${ioMessage(error)}`, file);
    }
    const upper = entries.some((entry) => entry.name === SKILL_FILE_NAME);
    const lower = entries.some((entry) => entry.name === LOWERCASE_SKILL_FILE_NAME);
    if (!upper && !lower)
        return failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file);
    return {
        ok: true,
        value: {
            name: upper ? SKILL_FILE_NAME : LOWERCASE_SKILL_FILE_NAME,
            lowercaseIgnored: upper && lower
        }
    };
}
/**
 * Where `<dir>/<name>` leads, checked before anything opens it: the real path of a regular file
 * inside `realRoot` (when given), or why it is refused. A named pipe would block the read until
 * something writes to it, and a device may never end.
 */
async function regularTarget(dir, name, file, realRoot) {
    const link = path__default.join(dir, name);
    let entry;
    try {
        entry = await lstat(link);
    }
    catch (error) {
        return errnoCode(error) === 'ENOENT'
            ? failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file)
            : failure('unreadable', `cannot open: ${ioMessage(error)}`, file);
    }
    let target;
    let info;
    try {
        target = await realpath(link);
        info = await stat(target);
    }
    catch (error) {
        if (errnoCode(error) === 'ENOENT')
            return failure('unreadable', `${name} is a symbolic link to nothing (a broken link)`, file);
        return failure('unreadable', `cannot open: ${ioMessage(error)}`, file);
    }
    if (realRoot !== undefined && !isInside(realRoot, target)) {
        return failure('outside-root', `${name} links to a file outside the scanned folder; it was not read`, file);
    }
    if (!info.isFile()) {
        const what = `${entry.isSymbolicLink() ? 'links to' : 'is'} ${fileTypeName(info)}`;
        return failure('not-regular-file', `${name} ${what}, not a regular file; it was not read (replace it with the skill's text)`, file);
    }
    return { ok: true, value: target };
}
/**
 * Reads and decodes `<dir>/<name>` (`SKILL.md` unless told). `file` names it in errors. When
 * `realRoot` is given, a skill file that resolves (through symlinks) outside it is refused
 * unread: scanned content is untrusted and may point anywhere on the machine. Anything but a
 * regular file is refused before it is opened.
 */
async function readSkillText(dir, file, realRoot, name = SKILL_FILE_NAME) {
    const target = await regularTarget(dir, name, file, realRoot);
    if (!target.ok)
        return target;
    return readRegularSkillFile(target.value, name, file);
}
/**
 * The skill file `name` of the folder `listing` lists, when the discovery walk proved the folder
 * inside the root and lists the file as a regular file (not a link): its real path, with nothing
 * left to resolve. Undefined when the file system has to be asked (readSkillText).
 */
function walkedSkillFile(listing, name) {
    const realDir = listing.realDir;
    if (realDir === undefined)
        return undefined;
    const entry = listing.plainEntry(name);
    return typeof entry === 'object' && entry.isFile() ? path__default.join(realDir, name) : undefined;
}
/**
 * Reads and decodes the skill file at `target`, a path already checked. The read is synchronous:
 * one small file read in place costs less than four round trips through the thread pool.
 */
function readRegularSkillFile(target, name, file, keep) {
    let fd;
    try {
        // O_NONBLOCK and the type check on the open file still hold if the file was swapped since
        fd = openForReadSync(target);
    }
    catch (error) {
        return failure('unreadable', `cannot open: ${ioMessage(error)}`, file);
    }
    try {
        const head = readBoundedFdSync(fd, MAX_SKILL_BYTES);
        if (head === null)
            return failure('not-regular-file', `${name} is not a regular file; it was not read`, file);
        if (head.truncated) {
            return failure('file-too-large', `is larger than ${MAX_SKILL_BYTES} bytes (the limit); it was not read`, file);
        }
        keep?.(head);
        const decoded = decodeSkillBytes(head.bytes, file);
        return decoded.ok ? { ok: true, value: decoded.content } : decoded;
    }
    catch (error) {
        return failure('unreadable', `cannot read: ${ioMessage(error)}`, file);
    }
    finally {
        closeSync(fd);
    }
}
/**
 * Whether `dir/name` is a folder, as Python's `Path.is_dir()` after `exists()` sees it: the
 * folder's listing answers without a system call when it has no such entry (in any case, for
 * case-insensitive file systems) or holds it as a real folder; anything else is looked up.
 */
async function folderState(listing, name) {
    const entries = await listing.entries('.').catch(() => undefined);
    if (entries !== undefined) {
        const same = entries.filter((entry) => entry.name.toLowerCase() === name);
        if (same.length === 0)
            return 'missing';
        if (same.length === 1 && same[0].name === name && same[0].isDirectory())
            return 'folder';
    }
    try {
        return (await stat(path__default.join(listing.dir, name))).isDirectory() ? 'folder' : 'other';
    }
    catch (error) {
        // a missing entry or a broken symlink does not exist for Python's Path.exists()
        const code = errnoCode(error);
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP')
            return 'missing';
        throw error;
    }
}
/**
 * Regular files (symlinks followed, as PluginEval's Python `is_file()` does) directly inside
 * `dir/name`: the names the static layer counts and matches references against.
 */
async function listRegularFiles(listing, name, relDir) {
    const file = relDir === '.' ? name : `${relDir}/${name}`;
    let state;
    try {
        state = await folderState(listing, name);
    }
    catch (error) {
        return failure('unreadable', `cannot inspect ${name}: ${ioMessage(error)}`, file);
    }
    if (state === 'missing')
        return { ok: true, value: { exists: false, files: [] } };
    if (state === 'other')
        return failure(`${name}-not-directory`, `${name} exists but is not a folder`, file);
    try {
        const files = [];
        for (const entry of await listing.entries(name)) {
            if (entry.isFile())
                files.push(entry.name);
            else if (entry.isSymbolicLink()) {
                const linked = await stat(path__default.join(listing.dir, name, entry.name)).catch(() => undefined);
                if (linked?.isFile())
                    files.push(entry.name);
            }
        }
        files.sort();
        return { ok: true, value: { exists: true, files } };
    }
    catch (error) {
        return failure('unreadable', `cannot list ${name}: ${ioMessage(error)}`, file);
    }
}
/** Gathers the folder facts the static layer needs. `relDir` is the folder relative to the root. */
async function readFolderFacts(listing, relDir) {
    const dir = listing.dir;
    const references = await listRegularFiles(listing, 'references', relDir);
    if (!references.ok)
        return references;
    const assets = await listRegularFiles(listing, 'assets', relDir);
    if (!assets.ok)
        return assets;
    return {
        ok: true,
        value: {
            dir,
            dirName: path__default.basename(dir),
            hasReferences: references.value.exists,
            referenceFiles: references.value.files,
            hasAssets: assets.value.exists,
            assetFiles: assets.value.files
        }
    };
}
async function exists(target) {
    try {
        await stat(target);
        return true;
    }
    catch {
        return false;
    }
}
/** Whether `rel` exists under the folder `listing` lists (a link is followed, as stat does). */
async function existsUnder(listing, rel) {
    const entry = listing.plainEntry(rel);
    if (entry === 'missing')
        return false;
    if (entry !== undefined && !entry.isSymbolicLink())
        return true;
    return exists(path__default.join(listing.dir, rel));
}
/**
 * The normalised cross-references that resolve, for PluginEval's dead-cross-reference
 * anti-pattern: parent/ref, or dir/ref for `sub-skills/` references. Segments are `[a-z0-9-]+`,
 * so a ref cannot climb out. `listing` (the skill folder's) answers from the discovery walk's
 * listings where it can.
 */
async function resolveCrossReferences(dir, refs, listing) {
    const parent = path__default.dirname(dir);
    const parentListing = listing?.parentListing();
    const resolved = new Set();
    for (const ref of new Set(refs)) {
        if ((parentListing
            ? await existsUnder(parentListing, ref)
            : await exists(path__default.join(parent, ref))) ||
            (ref.startsWith('sub-skills/') &&
                (listing ? await existsUnder(listing, ref) : await exists(path__default.join(dir, ref))))) {
            resolved.add(ref);
        }
    }
    return resolved;
}

function finding(ruleId, file, line, message) {
    return { file, line, ruleId, source: 'spec', severity: SPEC_RULES[ruleId].severity, message };
}
/** The file sitting next to `skillFile` under `name`. */
function sibling(skillFile, name) {
    const slash = skillFile.lastIndexOf('/');
    return slash === -1 ? name : `${skillFile.slice(0, slash + 1)}${name}`;
}
/** A lowercase `skill.md` is read, with a warning; next to a `SKILL.md` it is ignored, and said so. */
function skillFileNameFindings(choice, skillFile) {
    if (choice.name === LOWERCASE_SKILL_FILE_NAME) {
        return [
            finding('spec/skill-file-name', skillFile, 1, `The skill file is named ${LOWERCASE_SKILL_FILE_NAME}; rename it to ${SKILL_FILE_NAME}, the name the spec and agents look for.`)
        ];
    }
    if (choice.lowercaseIgnored) {
        return [
            finding('spec/skill-file-name', sibling(skillFile, LOWERCASE_SKILL_FILE_NAME), 1, `Both ${SKILL_FILE_NAME} and ${LOWERCASE_SKILL_FILE_NAME} are here; ${SKILL_FILE_NAME} is read and ${LOWERCASE_SKILL_FILE_NAME} is ignored. Merge it into ${SKILL_FILE_NAME} and delete it.`)
        ];
    }
    return [];
}
/** One error per key written twice, at the later occurrence, naming both lines. */
function duplicateKeyFindings(frontmatter, skillFile) {
    const listed = frontmatter.duplicateKeys ?? [];
    const unlisted = (frontmatter.duplicateKeyCount ?? listed.length) - listed.length;
    return listed.map(({ key, firstLine, line }, index) => {
        const more = index === listed.length - 1 && unlisted > 0 ? ` (${unlisted} more duplicate keys)` : '';
        return finding('spec/frontmatter-yaml', skillFile, line, `The key ${JSON.stringify(key)} is written twice, on lines ${firstLine} and ${line}: YAML 1.2 and skills-ref reject the file, and PluginEval keeps only the last value. Remove one.${more}`);
    });
}

// The pipeline's entry point for one skill folder: read, parse and score the static layer.
// Never throws: every failure becomes an entry in `errors` and the skill is left unscored.
/** Display name: a non-empty frontmatter name, else the folder name; cut to a printable length. */
function displayName(name, dirName) {
    if (name === null || name === undefined || name === '')
        return dirName;
    if (typeof name === 'string')
        return clipText(name);
    if (name instanceof Date)
        return name.toISOString().slice(0, 10);
    if (typeof name === 'object')
        return previewValue(name).text;
    return clipText(String(name));
}
/**
 * Reads, parses and statically scores the skill in `dir`; paths are reported relative to `root`.
 * `listing` lists the folder, and keeps what it listed for whoever reads the skill next.
 */
async function evaluateStatic(dir, root, listing) {
    const evaluation = {
        dir: String(dir),
        relPath: String(dir),
        skillFile: `${String(dir)}/${SKILL_FILE_NAME}`,
        name: String(dir),
        content: null,
        frontmatter: null,
        static: null,
        errors: [],
        findings: []
    };
    try {
        await evaluateInto(evaluation, dir, root, listing);
    }
    catch (error) {
        evaluation.static = null;
        evaluation.errors.push({
            code: 'internal',
            message: `unexpected failure: ${ioMessage(error)}`,
            file: evaluation.skillFile
        });
    }
    return evaluation;
}
async function evaluateInto(evaluation, dir, root, listing) {
    const absDir = path__default.resolve(dir);
    const relPath = relativePosix(path__default.resolve(root), absDir);
    const dirName = path__default.basename(absDir);
    const skillFileAt = (name) => (relPath === '.' ? name : `${relPath}/${name}`);
    Object.assign(evaluation, {
        dir: absDir,
        relPath,
        skillFile: skillFileAt(SKILL_FILE_NAME),
        name: dirName
    });
    const listed = listing ?? new FolderListing(absDir);
    const located = await locateSkillFile(listed, relPath);
    if (!located.ok) {
        evaluation.errors.push(located.error);
        return;
    }
    const skillFile = skillFileAt(located.value.name);
    evaluation.skillFile = skillFile;
    evaluation.findings.push(...skillFileNameFindings(located.value, skillFile));
    const walked = walkedSkillFile(listed, located.value.name);
    const text = walked !== undefined
        ? readRegularSkillFile(walked, located.value.name, skillFile, (read) => listed.keepBytes(located.value.name, read))
        : await readSkillText(absDir, skillFile, await realpath(path__default.resolve(root)).catch(() => undefined), located.value.name);
    if (!text.ok) {
        evaluation.errors.push(text.error);
        return;
    }
    evaluation.content = text.value;
    const parsed = parseSkill(text.value, dirName, skillFile);
    const frontmatter = parsed.ok ? parsed.skill.frontmatter : (parsed.frontmatter ?? null);
    evaluation.frontmatter = frontmatter;
    if (frontmatter)
        evaluation.findings.push(...duplicateKeyFindings(frontmatter, skillFile));
    if (!parsed.ok) {
        evaluation.errors.push(parsed.error);
        return;
    }
    const skill = parsed.skill;
    evaluation.name = displayName(skill.name, dirName);
    const folder = await readFolderFacts(listed, relPath);
    if (!folder.ok) {
        evaluation.errors.push(folder.error);
        return;
    }
    const existingCrossRefs = await resolveCrossReferences(absDir, skill.crossReferences.map((crossRef) => crossRef.ref), listed);
    evaluation.static = scoreStatic({ skill, folder: folder.value, existingCrossRefs });
}

// Finding skill folders: every folder holding an entry named exactly SKILL.md (or skill.md, which
// the reference validator accepts too) that is not a folder, at any depth. A SKILL.md that is a
// named pipe, a device or a link to one still makes a skill: reading it refuses it with an error
// on that skill, rather than the folder being passed over without a word.
// Policy: `node_modules` and VCS folders (`.git`, `.hg`, `.svn`) are skipped; other dot-folders
// are searched because skills commonly live in `.claude/skills/` or `.github/skills/`. A skill
// inside another skill (e.g. `sub-skills/x/SKILL.md`) is reported as a skill of its own, since
// PluginEval scores one folder at a time. Symlinked folders are followed only when they stay
// inside the root, and each real folder is visited once, so link loops end.
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn']);
/**
 * The scanned tree is PR content: a committed 2,000-level folder chain took 35 s to walk. Real
 * skill trees are a few levels deep (`plugins/x/skills/y/sub-skills/z`), so these caps only
 * stop crafted trees, and the error says what was left out.
 */
const DEFAULT_DISCOVERY_LIMITS = { maxDepth: 32, maxFolders: 100_000 };
/**
 * Finds skill folders under `root` (a folder, or a SKILL.md file). Never throws. `walked`, when
 * given, receives what the walk listed in and around the skill folders (each skill folder, what
 * is below it, its parent), so that reading the skills does not list them again.
 */
async function discoverSkills(root, limits = DEFAULT_DISCOVERY_LIMITS, walked) {
    const absRoot = path__default.resolve(root);
    const start = await startFolder(root, absRoot);
    if (typeof start !== 'string')
        return start;
    const walk = {
        absRoot,
        realRoot: start,
        limits,
        dirs: [],
        errors: [],
        visited: new Set(),
        tooDeep: false,
        tooMany: false,
        walked
    };
    // One synchronous walk: each folder is listed once, and a folder that is not a link has the
    // real path of its parent and its own name, so only links are resolved. Nothing else runs
    // while skills are being found, so the thread pool's round trips would only add waiting.
    searchFolder(walk, { dir: absRoot, real: start }, 0, false);
    walk.dirs.sort();
    return { dirs: walk.dirs, errors: walk.errors };
}
/** The real path of the root folder to search, or the whole answer when `root` is not a folder. */
async function startFolder(root, absRoot) {
    try {
        const info = await stat(absRoot);
        if (info.isDirectory())
            return await realpath(absRoot);
        if (isSkillFileName(path__default.basename(absRoot)))
            return { dirs: [path__default.dirname(absRoot)], errors: [] };
        return {
            dirs: [],
            errors: [
                { code: 'not-a-folder', message: 'is neither a folder nor a SKILL.md file', file: root }
            ]
        };
    }
    catch (error) {
        return {
            dirs: [],
            errors: [{ code: 'unreadable', message: `cannot read: ${ioMessage(error)}`, file: root }]
        };
    }
}
/**
 * Searches `folder` and below. `underSkill`: a skill folder holds it, so its listing is kept for
 * the reader; the listing of a folder holding skills (`parent`) is kept too, since cross-references
 * are resolved there.
 */
function searchFolder(walk, folder, depth, underSkill, parent) {
    const { dir, real } = folder;
    if (walk.visited.has(real))
        return;
    if (walk.visited.size >= walk.limits.maxFolders) {
        if (!walk.tooMany) {
            walk.tooMany = true;
            walk.errors.push({
                code: 'too-many-folders',
                message: `stopped after searching ${walk.limits.maxFolders} folders (the limit); skills in the rest were not found`,
                file: '.'
            });
        }
        return;
    }
    walk.visited.add(real);
    const entries = listFolder(walk, dir);
    if (entries === undefined)
        return;
    const isSkill = entries.some((entry) => isSkillFileName(entry.name) && !entry.isDirectory());
    if (isSkill)
        walk.dirs.push(dir);
    if (walk.walked !== undefined)
        keepListings(walk.walked, folder, entries, isSkill, underSkill, parent);
    const subdirs = subfolders(walk, folder, entries);
    if (subdirs.length > 0 && depth >= walk.limits.maxDepth) {
        if (!walk.tooDeep) {
            walk.tooDeep = true;
            walk.errors.push({
                code: 'too-deep',
                message: `folders nested more than ${walk.limits.maxDepth} levels below the scanned folder are not searched`,
                file: relativePosix(walk.absRoot, dir)
            });
        }
        return;
    }
    for (const sub of subdirs)
        searchFolder(walk, sub, depth + 1, isSkill || underSkill, entries);
}
function keepListings(walked, { dir, real }, entries, isSkill, underSkill, parent) {
    if (isSkill) {
        walked.realPaths.set(dir, real);
        if (parent !== undefined)
            walked.entries.set(path__default.dirname(dir), parent);
    }
    if (isSkill || underSkill)
        walked.entries.set(dir, entries);
}
/** The entries of `dir`, or undefined (and an error) when it cannot be listed. */
function listFolder(walk, dir) {
    try {
        return readdirSync(dir, { withFileTypes: true });
    }
    catch (error) {
        noteUnreadable(walk, 'cannot list folder', dir, error);
        return undefined;
    }
}
function noteUnreadable(walk, what, dir, error) {
    walk.errors.push({
        code: 'unreadable',
        message: `${what}: ${ioMessage(error)}`,
        file: relativePosix(walk.absRoot, dir)
    });
}
/** The sub-folders of `folder` to search, with their real paths; links only when they stay inside. */
function subfolders(walk, folder, entries) {
    const subdirs = [];
    for (const entry of entries) {
        if (SKIPPED_DIRS.has(entry.name))
            continue;
        if (entry.isDirectory())
            subdirs.push({
                dir: childPath(folder.dir, entry.name),
                real: childPath(folder.real, entry.name)
            });
        else if (entry.isSymbolicLink() && !isSkillFileName(entry.name)) {
            const dir = childPath(folder.dir, entry.name);
            const real = linkedFolder(walk, dir);
            if (real !== null)
                subdirs.push({ dir, real });
        }
    }
    return subdirs;
}
/** The real path of a link to a folder inside the root; null for anything else. */
function linkedFolder(walk, link) {
    try {
        if (!statSync(link).isDirectory())
            return null;
    }
    catch {
        return null; // a broken link, a loop: nothing to search
    }
    try {
        const real = realpathSync(link);
        return isInside(walk.realRoot, real) ? real : null;
    }
    catch (error) {
        noteUnreadable(walk, 'cannot resolve folder', link, error);
        return null;
    }
}

export { DESCRIPTION_NOT_STRING as D, LineBreaks as L, LineIndex as a, describeYamlValue as b, discoverSkills as d, evaluateStatic as e, isPlainMapping as i, parseSkill as p };
