"""The words and text helpers the finders of unsupported additions share: claim vocabularies (reasons, findings,
owners, people, rules, acts), the content units of a clause and how much of a source sentence it restates."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet

from harness.grade import rx as re
from harness.grade.extract import Clause, Document, Mention
from harness.grade.text import FUND_THE_REST, PUT_TOGETHER, STOP_EN, SYNONYM_EN, grams
from harness.grade.text import stem as _stem
from harness.grade.values import Value, find_values

# the words of asking for money, one act however worded ("submitted", "lodged", "applied", "sent in", "asked the fund
# for")
APPLYING = re.compile(
    r"\b(?:submit(?:s|ted|ting)?|lodg(?:e|es|ed|ing)|filed|appl(?:y|ies|ied|ying)|asked|request(?:s|ed|ing)?"
    r"|sent(?: in| off)?)\b",
    re.I,
)


def milestone(text: str, a: int, b: int) -> bool:
    """The words at ``a``..``b`` name a milestone a payment or a step follows ("其余资金按设备安装完成、
    平台验收合格等节点分期拨付"): nothing reported done."""
    return bool(
        re.search(r"按[^，。；]{0,20}$", text[:a]) and re.match(r"[^，。；]{0,24}(节点|阶段|进度|里程碑)", text[b:])
    )


def denied_before(negation: re.Pattern, text: str, at: int, lang: str, floor: int = 0) -> bool:
    """A negation word just before ``at`` ("本批次结果不构成任何承诺", "there is no guarantee of funding"): the
    word at ``at`` is named to deny it (a commitment that makes none). The reach is six characters in Chinese,
    sixteen in English, never before ``floor``."""
    return bool(negation.search(text[max(floor, at - (6 if lang == "zh" else 16)) : at]))


def restates(
    text: str,
    source: Document,
    exclude: str = "",
    affirmative: bool = False,
    denying: bool = False,
    where: Callable[[str], bool] | None = None,
) -> float:
    """The largest share of the clause's content units (less those of ``exclude``) found in one source sentence;
    with ``affirmative``, only in sentences that deny or leave out nothing ("不纳入本项目" supports no plan to
    include); with ``denying``, only in sentences that deny something ("场地租赁未谈妥" supports "还没租下来");
    with ``where``, only in sentences it accepts."""
    mine = grams(text, source.lang) - grams(exclude, source.lang)
    if not mine:
        return 0.0
    best = 0.0
    for text in _source_sentences(source):
        if affirmative and _DENIES.search(_UNDATED.sub(" ", text)) or denying and not _DENIES_STATE.search(text):
            continue
        if where is not None and not where(text):
            continue
        best = max(best, len(mine & grams(text, source.lang)) / len(mine))
    return best


def _restated_in(mine: AbstractSet[str], sentence: str, lang: str) -> bool:
    """Nearly all of an answer clause's units (``mine``) in one sentence of the material: the material's own
    sentence, restated."""
    return len(mine & (grams(sentence, lang) | grams(_short_names(sentence), lang))) >= 0.8 * len(mine)


def _short_names(sentence: str) -> str:
    """The sentence with each name's aside that gives its short form read as that short form ("青川区卫生健康局（虚构
    机构，以下简称区卫健局）向…" reads "青川区卫生健康局区卫健局向…"): a restatement uses the short names."""
    return re.sub(
        r"[（(][^（）()]*?(?:以下简称|下称|简称|hereafter|hereinafter)[:：\s“\"]*([^（）()”\"]+)[”\"]?[）)]",
        r"\1",
        sentence,
    )


# a time left open ("时间未定", "no date has been set"): it denies no act, only its date
_UNDATED = re.compile(
    r"(?:具体)?(?:时间|日期|时间表)(?:尚|还|暂)?未(?:定|确定|敲定)|(?:具体)?(?:时间|日期)(?:待定|另行确定)"
    r"|\bno (?:firm |fixed )?date (?:has been |is |was )?(?:yet )?(?:set|fixed|given|agreed)"
    r"|\b(?:date|timing|timetable) (?:is |has |was )?not (?:yet )?(?:been )?(?:set|fixed|decided|agreed)",
    re.I,
)
_DENIES = re.compile(r"不|未|没有|除外|排除|\b(not|no|excluded|except|outside)\b", re.I)
# a state denied ("场地租赁未谈妥", "has not been agreed"), not a bound ("不超过360万元", "not to exceed")
_DENIES_STATE = re.compile(
    r"未|没|无法|无力|无从|难以|不(?!超过|高于|低于|少于|多于|超出)|\b(not|no|never)\b(?!\s+(more|less|fewer|later|earlier)\s+than|\s+to\s+exceed"
    r"|\s+exceed)|n't",
    re.I,
)


def _source_sentences(source: Document) -> list[str]:
    """Each source sentence, and each sentence joined with the next one when only a semicolon parts them: "Bids
    that do not include a certificate will not be evaluated; no exemption … will be granted" is one claim."""
    out = []
    sentences = source.sentences()
    for i, clauses in sentences.items():
        out.append(source.sentence_text(i))
        after = sentences.get(i + 1)
        if (
            after
            and after[0].line == clauses[-1].line
            and re.fullmatch(r"\s*[;；]\s*", source.text[clauses[-1].end : after[0].start])
        ):
            out.append(source.text[clauses[0].start : after[-1].end])
    return out


_EFFECT = re.compile(
    r"提升|提高|减少|降低|缩短|节省|改善|增加|加快|缩小|下降|上升|增长|减轻|improv|reduc|cut|faster|increas|sav|shorten"
    r"|boost|lower|shrink|drop|fall|rise|grow|eas(e|ing)\b|speed"
    # ("expected to double the number of walkers", "预计客流翻一番")
    r"|\b(?:double|triple|treble|halve|quadruple)[sd]?\b|翻(?:一|两)?番|减半",
    re.I,
)


# A prohibition in the passive ("cannot be returned") or a routine ("every morning", "每天").
_RULE = re.compile(
    r"\b(cannot|can't|may not|must not|will not) be \w+ed\b|\b(is|are) not allowed to\b"
    r"|\bevery (day|morning|evening|night|week|month)\b"
    r"|每天|每日|每周|每月",
    re.I,
)
_ORG = {
    "zh": re.compile(
        # ("合作方式另行商定": 方式, a way, not a party)
        r"(?:供应商|厂商|服务商|合作方|承建方|外包方)(?![式案面法向])(?:为|是|：|:|选定为|定为)?\s*[“\"]?"
        r"([\u4e00-\u9fffA-Za-z]{2,12}?)[”\"]?"
        r"(?=[，。；、\s（(]|$|公司|提供|负责)"
        # ("省科技资金", "省科技厅": science and technology, no company's name)
        r"|([\u4e00-\u9fff]{2,10}(?:有限公司|公司|科技(?!资金|厅|局|部|委|计划|项目|成果|创新|专项|经费)|集团))"
    ),
    "en": re.compile(
        r"\b([A-Z][\w&-]*(?: [A-Z][\w&-]*)*,? (?:Ltd|Inc|GmbH|LLC|Corp|Co|plc|AG|BV|Systems|Solutions"
        r"|Technologies|Technology|Group|Services)\b\.?)"
        r"|\b(?:rented|leased|bought|purchased|sourced|hired) from ([A-Z][\w&-]+(?: [A-Z][\w&-]+)?)"
        # (within its table cell: "painting contractor | Done |" names no one)
        r"|\b(?:supplied by|vendor|supplier|contractor|provider)\b[^.;|\n]{0,10}?\b([A-Z][\w&-]+(?: [A-Z][\w&-]+)?)"
        # a partner: "working with the regional utility Brightwater Power", "developed together with the Northfield
        # University School of Information", "in partnership with the conservation department of Halvering College"
        r"|\b(?i:together with|jointly with|in partnership with|in collaboration with|partnered with|partnering with"
        # ("designed with help from the horticulture department of Kestlebury College", "with technical advice
        # from Brightway Consulting")
        r"|with (?:technical |expert |specialist |professional |some |the )?(?:help|advice|support|assistance"
        r"|input|guidance) from"
        r"|(?<=working )with|(?<=worked )with|(?<=works )with)\s+"
        r"(?:the\s+|a\s+|an\s+)?(?:[a-z][\w-]*\s+){0,3}?"
        r"([A-Z][\w&'’-]+(?: (?:of |for |and |& )?[A-Z][\w&'’-]+){1,5})"
        # (or a body by its kind: "in partnership with the regional energy utility")
        r"|\b(?i:together with|jointly with|in partnership with|in collaboration with|partnered with"
        r"|partnering with)\s+((?:the|a|an)\s+(?:[a-z][\w-]*\s+){0,3}(?:utility|company|council|authority|university"
        r"|college|agency"
        r"|operator|firm|board|trust|foundation|association|charity|provider|supplier))\b"
    ),
}
_ORG_SUFFIX = re.compile(
    r"\b(Ltd|Inc|GmbH|LLC|Corp|Co|plc|AG|BV|Systems|Solutions|Technologies|Technology|Group|Services)\b\.?"
    r"|有限公司|公司|科技|集团"
)
_NO_EXEMPTION = re.compile(
    r"\bno (exemptions?|exceptions?)\b|\bwithout (any )?exception\b|\bnot be (exempted|waived)\b"
    r"|不得例外|无一例外|一律",
    re.I,
)
_OBLIGATION = re.compile(
    r"\b(must|are required to|is required to|have to|has to|need to|needs to)\b|必须|务必|应当|须", re.I
)
_PEOPLE = re.compile(
    r"\b(readers?|patrons?|users?|borrowers?|customers?|visitors?|bidders?)\b|读者|用户|员工|班组长|客户", re.I
)
# the common Chinese surnames: a person's name read after a post ("主任周敏") starts with one
SURNAMES_ZH = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范"
    "金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪"
    "庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房"
    "滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁"
    "沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚"
    "花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邸雍辜羊乌母裘亓修邰赫杭况那"
    "宿鲜印逯隆茹诸战慕危玉银亢嵇公湛宾戎勾茅利於呼居揭干尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由"
)
# the hundred commonest, less those that begin a common word before a title ("付工程款", "向总部"): a surname read
# before a bare title ("周总", "王工") is one of them
_TITLE_SURNAMES = "".join(c for c in SURNAMES_ZH[: SURNAMES_ZH.index("汤") + 1] if c not in "付向")
_SURNAME_TITLE = re.compile(
    r"(?:(?<![\u4e00-\u9fff])|(?<=[部处科组室股站所为是由])|(?<=中心))"
    rf"([{_TITLE_SURNAMES}]"
    # "王建平主任": a given name of one or two characters may come between, before a title of two characters
    r"(?:经理|主任|总监|总|工|老师|部长|处长|科长|[\u4e00-\u9fff]{1,2}?(?:经理|主任|总监|老师|部长|处长|科长|股长|站长|所长)))"
)
_ROLE_ZH = (
    r"负责人|项目经理|经理|主任|总监|联系人|牵头人|组长|对接人|协调人"
    # an office's head by title ("由副局长李建国任项目领导小组组长")
    r"|副?局长|副?处长|副?科长|副?部长|副?站长|副?所长|副?院长|副?校长|副?县长|书记"
    # (a library's, a museum's, a township's, a works' or a bank's head: "区图书馆副馆长周敏")
    r"|副?馆长|副?园长|副?镇长|副?乡长|副?区长|副?市长|副?厂长|副?行长|副?厅长|副?司长"
    # a village's posts ("村防汛责任人由村支书张建国担任")
    r"|村支书|支书|村主任|村长|队长|会计|出纳"
    # a cooperative's or a company's head ("合作社（理事长周海涛）")
    r"|副?理事长|副?董事长|副?社长|副?总经理|法定代表人|法人代表"
    # an association's or a committee's head ("协会会长林国栋", "居委会主任", "秘书长")
    r"|副?会长|秘书长|副?主席"
)
_ROLE_EN = (
    r"lead|leader|manager|coordinator|coordination|director|head|officer|contact|owner|sponsor"
    # "Shire engineer Tom Dalgety is leading the new application"
    r"|engineer|adviser|advisor|planner|inspector|surveyor|architect|chair|chairperson|clerk|mayor|councillor"
)
_PERSON = {
    "zh": (
        re.compile(
            # "**项目负责人：** 王海峰（运营部）": a bold label before the name
            r"(?<!班)(?:" + _ROLE_ZH + r")(?:为|是|由|：|:)?[\s*]*([\u4e00-\u9fff]{2,3})"
            # (or an adverb that opens its predicate: "主任周敏具体负责审核签发")
            # ("由城建科科长王立新带队": the person leading a visit)
            r"(?=[，。；、\s（(）)]|$|负责|牵头|将|会|已|表示|主持|确认|承诺|担任|出任|兼任|任(?!务)|带队|带领|率队|陪同"
            r"|(?:具体|亲自|统一|全面|专门|主要|总|全权|统筹)(?:负责|牵头|把关|审核))"
        ),
        # ("项目经理由物流部张伟担任": the department first, then the person)
        re.compile(
            r"由(?:[\u4e00-\u9fff]{1,6}?(?:部|处|科|室|中心|组|办|局))?([\u4e00-\u9fff]{2,3})(?:负责|牵头|担任)"
        ),
        # "项目由物流部张伟担任项目经理": a person of a department taking the role
        re.compile(r"(?:部|处|科|室|中心|组|办|局)([\u4e00-\u9fff]{2,3}?)(?:担任|出任|兼任)(?:" + _ROLE_ZH + r")"),
    ),
    "en": (
        re.compile(r"\b(?i:" + _ROLE_EN + r")\b[^.;\n]{0,12}?(?:is |:\s*|\*\*\s*|, |\s)\s*([A-Z][a-z]+ [A-Z][a-z]+)\b"),
        re.compile(
            # "Maria Lindqvist, the network's pilot coordinator"
            # "Maria Jensen, the Eastgate branch manager"
            # "Tom Ashworth, the council's flood resilience officer"
            r"\b([A-Z][a-z]+ [A-Z][a-z]+),? (?i:the |our )?(?:[a-z]+['’]s )?(?:[A-Za-z-]+ ){0,3}?"
            r"(?i:" + _ROLE_EN + r")\b"
        ),
        # "Head of Branch Services Maria Okafor leads the project": a capitalised title of a few words, then the name
        re.compile(
            r"\b(?:" + _ROLE_EN.title() + r")(?:\s+(?:of|for|and|the|[A-Z][\w&'’-]*)){1,5}?"
            r"\s+([A-Z][a-z]+ [A-Z][a-z]+)\b(?!\s+[A-Z])"
        ),
        # "drafted by Dr Owen Malik": a title before a full name
        re.compile(r"\b(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.? ([A-Z][a-z]+ [A-Z][a-z]+)\b"),
    ),
}
_OWNER = re.compile(
    # "负责人" only where someone is named as it ("负责人为…", "X任负责人"), never "应明确负责人" (advice, no owner)
    r"由[^，。；、]{1,12}(负责|牵头|主导)|负责人(为|是|[:：])|(为|是|任)[^，。；、]{0,4}负责人|牵头(单位|部门)"
    r"|\b(is|are|will be) (responsible|in charge)\b|\b(handled|led|managed|overseen|run|owned) by\b"
    r"|\bwill (handle|lead|oversee|manage|run)\b|\btakes? charge\b",
    re.I,
)
# An outcome against the plan ("预计项目可提前一个月完成", "likely to finish ahead of schedule", "expected to run over
# budget"): said of a planned step, it is a prediction the material does not make.
_OUTCOME = re.compile(
    r"提前|推迟|延期|延误|超支|节余|结余|\b(ahead of|behind) (schedule|time|plan)\b|\b(earlier|later) than (planned"
    r"|scheduled|expected)\b|\b(finish|end|complete|run)\w* (early|late)\b"
    r"|\b(delay\w*|overrun|over budget|under budget)\b",
    re.I,
)

_DEADLINE_ACT_AFTER = re.compile(
    r"\s*(之前|以前|前)\s*(缴纳|交纳|提交|支付|交付|签订|签署|上报|报送|递交|办理|开具|退还|提供|完成|结束|办完)"
)
_DEADLINE_ACT_BEFORE = re.compile(
    r"\b(paid|lodged|submitted|signed|delivered|provided|returned|filed|posted|completed|finished|done)\s+"
    r"(by|before|no later than)\s*$"
    # "installation of the overnight chargers starts on 3 March 2027": the start of an act on a thing
    r"|\b(starts?|begins?|began|commences?|kicks? off|will (start|begin|commence)|(is|are) due to (start|begin))"
    r"\s+(on|in|from)\s*$",
    re.I,
)
_EXPAND = re.compile(
    r"推广|扩大|扩展|延伸|覆盖全|纳入|加入|并入|列入|接入|引入|扩至|覆盖到"
    r"|roll(ed|ing|s)?\b.{0,20}\bout\b|expand|extend|scale up"
    r"|all (branches|sites|warehouses)|\binclud(e|ed|ing)\b|\badd(ed)? (it |them )?to\b|\bbr(ing|ought) \w+ into\b"
    r"|re-?(tender|issue|launch|open)\w*"
    # "will be tendered separately later in 2027", "a separate tender": a procurement of its own for it
    r"|\b(tender|procur|contract)(ed|es|e|ing)? (separately|on its own)\b|\bseparate (tender|procurement|contract)\b"
    # a later phase for what is left out ("will be considered for a second phase of the scheme")
    r"|\b(second|later|next|future|further|subsequent) (phase|stage|round)\b|\bphase (two|2|ii)\b"
    r"|二期|下一期|后续阶段|第二阶段",
    re.I,
)


def _unreal(before: str) -> bool:
    """What comes next is not reported as done: a condition or a time still to come ("once the institute has
    submitted the plan", "until the plan has been received") or a counterfactual ("it would have ended")."""
    return bool(
        re.search(r"\b(once|if|until|unless|when|whenever|as soon as|after|before)\b[^,;:.]*$", before, re.I)
        or re.search(r"\b(would|could|should|might|may|must)\s+(not\s+)?$", before, re.I)
        # "we have to have our match funding secured by 31 July 2026": what must be done, not what is
        or re.search(
            r"\b(?:have|has|need|needs|got) to (?:have|get)\b[^,;:.]{0,40}$|\bmust (?:have|get)\b[^,;:.]{0,40}$",
            before,
            re.I,
        )
        or re.search(
            # ("未经护理部确认该楼老人已全部完成临时安置，…不得停用": the act the rule requires, not reported done)
            r"(一旦|如果|若|假如|假设|即便|即使|哪怕|待|等到?|直到|之前|前提是|只有|只要|必须|须|未经|除非|在未)[^，。；：]*$",
            before,
        )
        or re.search(r"\b(even if|even though|supposing|suppose)\b[^,;:.]*$", before, re.I)
    )


# The months of each season ("spring 2027", "2027年春季").
_SEASONS = {
    "spring": {3, 4, 5},
    "春": {3, 4, 5},
    "summer": {6, 7, 8},
    "夏": {6, 7, 8},
    "autumn": {9, 10, 11},
    "fall": {9, 10, 11},
    "秋": {9, 10, 11},
    "winter": {12, 1, 2},
    "冬": {12, 1, 2},
    # half-years and quarters ("2026年下半年", "the second half of 2026", "2027年第一季度", "Q3 2027")
    "上半": {1, 2, 3, 4, 5, 6},
    "下半": {7, 8, 9, 10, 11, 12},
    "first half": {1, 2, 3, 4, 5, 6},
    "second half": {7, 8, 9, 10, 11, 12},
    "一": {1, 2, 3},
    "二": {4, 5, 6},
    "三": {7, 8, 9},
    "四": {10, 11, 12},
    "first quarter": {1, 2, 3},
    "second quarter": {4, 5, 6},
    "third quarter": {7, 8, 9},
    "fourth quarter": {10, 11, 12},
    "q1": {1, 2, 3},
    "q2": {4, 5, 6},
    "q3": {7, 8, 9},
    "q4": {10, 11, 12},
}

# Words that look like a report of progress but state a state or are a set phrase: "说白了" (to put it plainly),
# "has been with the finance board since 3 July" (where the request lies), "has been under review".
# "北坳村到镇上已经有12路城乡公交在跑了": what already exists and runs, a state ("已经有了结果" is a result)
EXISTING_ZH = re.compile(r"已经?有(?![了过])[^，。；]{1,16}?(?:在(?:跑|运行|运营|开|使用|用|服务)|运行|通车)")
_STATE_NOT_PROGRESS = re.compile(
    # "最多就是九百六十万元，顶格了": a cap's limit, said the spoken way
    # ("申请这块儿黄了", "泡汤了": it fell through, an outcome said the spoken way)
    r"(说白|说到底|说穿|罢|算|对|好|除|顶格|封顶|到顶|到头|黄|泡汤|告吹|没戏|搁浅)了"
    # "污水处理站坏了有一阵子了": a thing's state (broken, worn), no step done; "有一阵子了": how long it has been so
    r"|(?:坏|破|旧|烂|老化|失灵|瘫痪)了|有一阵子了|有些年头了|好些年了"
    # "篮球场要翻新了", "快要开工了": what is about to happen
    r"|(?:要|快要|就要|将要)[\u4e00-\u9fff]{1,4}了"
    # "这类设备统一采购已经管了": what something already covers, a state
    r"|已经?(?:管|覆盖|涵盖|包含|包括|包)(?:了|在内)"
    # "税已经算在里面了": what a sum already includes (含税), a state
    r"|(?:算|含|包|计)(?:在|进)(?:里面|里头|内|其中)"
    # "追回已拨资金", "已拨资金被追回": the money once paid, named (not a step reported)
    r"|(?<=追回|收回|退还|返还)已(?:经)?(?:拨付?|下达|发放|支付)的?|^已(?:拨付?|下达|发放|支付)的?(?:资金|款项?|经费|补助)(?=被|已|须|要|将)"
    # "现已不在立项状态", "已经不算立项了": a state no longer held, no step done
    r"|已经?(?:不再|不在|不属于|不处于|不算|不是|不存在|不复存在|无效|失效|作废)"
    r"|\b(has|have) been (with|under|at|in|on|before|awaiting|waiting|pending)\b"
    # "So it has been put off to the next meeting": the decision moved, none made (a state, no step done)
    r"|\b(?:has|have) been (?:put off|held over|pushed back|carried over|adjourned|deferred|postponed)\b"
    # "Kelsey Green has been left out", "Lot C has been pulled from the tender": the scope, not progress
    r"|\b((has|have) been|was|were|got) (left out|excluded|dropped|pulled|withdrawn|taken out|struck out|carved out"
    r"|limited|restricted|confined|capped|set|fixed)\b"
    # "the estates team has been keeping the old system going": a state kept up, not a step done
    r"|\b(has|have) been (keeping|running|maintaining|looking after|holding|covering|managing|handling|waiting)\b"
    # "the coastal warning service it already has": what something has, no step done (not "the towns already have
    # their own council scheme", a claim of its own)
    r"|\b(?:it|they|that|which|we|you)\s+already\s+(?:has|have|had|owns|own|uses|use|runs|run)\b"
    r"(?!\s+(?:their|its|our|a|an|the|your|his|her)\b)",
    re.I,
)


def _month_may(text: str, a: int, b: int) -> bool:
    """ "on 18 May 2027", "May 2027", "in May": the month, not the modal verb."""
    if text[a:b].strip().lower() != "may":
        return False
    return bool(
        re.match(r"\s*(\d{1,2}(st|nd|rd|th)?\b|\d{4}\b)", text[b:])
        or re.search(
            r"\b\d{1,2}(st|nd|rd|th)?\s*$|\b(in|late|early|mid|end of|since|until|by|from)\s+$", text[:a], re.I
        )
    )


def _without_names(text: str, c: Clause, offset: int) -> str:
    """``text`` (which starts at ``offset`` in the answer) with the clause's entity names blanked."""
    out = list(text)
    for m in c.entities:
        for i in range(max(m.start - offset, 0), min(m.end - offset, len(out))):
            out[i] = " "
    return "".join(out)


def _subordinate(lex, before: str) -> bool:
    """The word sits in a subordinate clause ("how they were answered") that reports no project progress."""
    if lex.lang == "zh":
        return False
    return bool(
        re.search(
            # ("by that date": a demonstrative, no clause)
            r"\b(how|why|that(?!\s+(?:date|day|time|point|deadline|stage|year|month|week|moment)\b)|which|who|whom"
            r"|when|where|what|if|whether|once|after|before|until)\b[^,;]*$",
            before,
            re.I,
        )
    )


# words that link a sentence to the one before, set off by commas ("The letters, by contrast, are still to come")
_CONNECTIVE = re.compile(
    r"\W*(by contrast|in contrast|by comparison|however|meanwhile|moreover|furthermore|in addition|additionally"
    r"|for example|for instance|in particular|on the other hand|likewise|similarly|instead|though|too|also|as well"
    r"|in short|in turn|therefore|thus|hence|so far|to date|in practice|in total|overall|in all|again"
    r"|此外|另外|同时|其中|例如|比如|不过|但是|然而|因此|总之|目前|截至目前)\W*",
    re.I,
)


# an owner cell that names no one ("资料未写明", "not stated", "TBD")
_NOT_STATED = re.compile(
    r"未写明|未说明|未明确|未提及|未注明|不详|待定|未定|暂无|无$|^[-—–/]+$"
    r"|\b(not stated|not specified|not given|not named|unspecified|unknown|tbd|tbc|n/?a|none)\b",
    re.I,
)


def _is_item(item: str, lang: str) -> bool:
    """A short noun phrase: no clause punctuation, no negation, no verb of being or modality."""
    if re.search(r"[，。；：,;:()（）]|\d", item) or _CONNECTIVE.fullmatch(item):
        return False
    if any(v.kind == "date" for v in find_values(item)) or re.search(
        r"\b(the (month|week|year|day) (after|before)|the following (month|week|year|day)|(a|one|two) \w+ later)\b"
        r"|次月|下个月|同月|当月|次年|翌年",
        item,
        re.I,
    ):
        return False  # "Millbrook the month after": a date said of another thing, the verb left out
    if lang == "zh":
        return 2 <= len(re.sub(r"[^\u4e00-\u9fff]", "", item)) <= 8 and not re.search(
            r"不|未|无|没|尚|待|已|将|是|为|可", item
        )
    return 1 <= len(item.split()) <= 5 and not re.search(
        r"\b(is|are|was|were|be|been|has|have|will|not|no|must|may|can|only|other|others|nowhere|else|none)\b"
        r"|\w+ed\b|\w+n['’]t\b"  # "isn't part of it": a verb, denied
        # an irregular participle alone ("the crane supplied and put in"): the item's act, no item of its own
        r"|^\W*(?:put|set|laid|built|dug|made|done|cut)(?:\s+(?:in|up|out|down|on|off|back))?\W*$"
        # "– Ashcombe Primary and Birchley Primary – and that's it": the list closed, no item
        r"|^\W*(?:that|this|it)['’]s\b|\bthat is (?:it|all)\b"
        # a predicate or a relative clause, not a noun phrase ("falls outside the contract", "as does the basin")
        r"|^\W*(falls?|sits?|lies|remains?|stays?|belongs?|goes|comes|runs|covers|includes|needs|takes|makes|gets"
        r"|does|seems|looks|applies|holds|keeps|stands|as|which|whose|who|where|while|currently"
        # a clause joined by a conjunction ("so the approval remains conditional")
        r"|so|but|yet|then|because|since|although|though|thus|hence|therefore"
        # the writer's own words ("according to the material", "based on the notice")
        r"|according|based|per|see|cf"
        # a status word, not a thing ("approved in full, unconditional")
        r"|unconditional|conditional|provisional|pending|final|full|in full)\b",
        item,
        re.I,
    )


def _item_in(item: str, src: str, lang: str) -> bool:
    item = item.lower()
    # "twelve months of loan and return figures" for "a year of loan and return statistics": a length the source
    # gives, in other words
    spans = [v for v in find_values(item) if v.kind == "duration"]
    if spans:
        theirs = [v.value for v in find_values(src) if v.kind == "duration"]
        for v in spans:
            if any(abs(v.value - t) <= 0.12 * t for t in theirs):
                item = item.replace(v.text.lower(), " ")
    if lang == "zh":
        core = re.sub(r"[^\u4e00-\u9fff]", "", item)
        core = re.sub(r"^(包括|包含|涵盖|用于|含)", "", core)
        if not core:
            return True
        bi = {core[i : i + 2] for i in range(len(core) - 1)} or {core}
        return sum(1 for b in bi if b in src) / len(bi) >= 0.5
    words = [re.sub(r"(ing|ed|es|s)$", "", w) for w in re.findall(r"[a-z][a-z'-]+", item) if w not in STOP_EN]
    if not words:
        return True
    return sum(1 for w in words if w in src) / len(words) >= 0.5


_META = re.compile(
    r"^\W*(以下是|下面是|本简报|这份简报|希望|如需|如果您|here is|here's|below is|let me|this brief|hope this"
    r"|feel free|if you|based on the (?:material|information|source)|according to the (?:material|source)"
    r"|以上(?:是|为|就是)|如有(?:疑问|问题)|happy to|glad to|would you like|shall I|should you (?:need|want|wish))"
    # the writer offering more ("I can add a table of the key dates if needed", "我可以再补一张时间表")
    r"|我会|我将|我们会|我已|我可以|我还可以|\b(I will|I'll|I have|I've|I can|I could|I'd|I would|let me know)\b"
    r"|如需[^，。；]{0,12}(?:请|可)|请(?:随时)?(?:告知|联系)",  # "以上为项目主要情况，如需进一步说明请告知"
    re.I,
)
# The writer telling the readers what not to say ("please don't tell readers the decision has changed", "请不要对外说
# 已经批下来了"): the words after it are what must not be claimed, not a claim
_DONT_SAY = re.compile(
    r"\b(?:please\s+)?(?:don[’']?t|do not|never|avoid)\s+(?:tell(?:ing)?|say(?:ing)?|suggest(?:ing)?|imply(?:ing)?"
    r"|promis(?:e|ing)|announc(?:e|ing)|claim(?:ing)?|giv(?:e|ing) (?:\w+ )?the impression)\b"
    r"|(?:请)?(?:不要|别|切勿|请勿|不得|不能)(?:对外|向[^，。；]{1,8}|跟[^，。；]{1,8}|和[^，。；]{1,8}|对[^，。；]{1,8})?"
    r"(?:说|讲|宣传|承诺|表示|透露|告诉|声称|暗示)",
    re.I,
)
# "2027年起将在三个街道试点送餐上门", "will pilot home delivery": a pilot or a launch of what the scope leaves out
_LAUNCH = re.compile(r"试点|试行|开通|上线|\b(pilot|trial|launch|introduce|offer)\w*", re.I)
_GET_PP = re.compile(r"\b(get|gets|getting|got|be|been|being)\s+$", re.I)
_BARE_DONE = re.compile(
    r"\b(signed|passed|went live|began|started|launched|installed|completed|finished|took place|happened)\b", re.I
)


# Acts a material reports in the simple past with their date ("applied for the licence on 21 July 2026").
_PAST_ACT = re.compile(
    r"\b(applied|submitted|lodged|filed|requested|sent|issued|held|awarded|approved|signed|received|decided|agreed"
    r"|resolved|voted)\b",
    re.I,
)


# The header of a table's owner column.
_OWNER_HEAD = re.compile(
    r"(?i:owners?|responsible( party)?|responsibility|lead|led by|who|party|done by|handled by|assignee)"
    r"|负责(人|方|单位|部门)?|责任(人|方|单位|部门)|牵头(人|方|单位|部门)?|承担(方|单位)|实施(方|单位)|执行(方|人)"
)


# a rule's words ("获批前不得签订采购合同", "a contract may not be signed before …"): what it forbids did not happen
# (a case a rule names as no exception is no report: "已安装完毕的热水器也不例外")
_RULE_WORDS = re.compile(
    r"不得|不能|不可|不准|禁止|严禁|不例外|无一例外|\b(may not|must not|cannot|can't|shall not|no exceptions?)\b", re.I
)
_REFUSED = re.compile(r"\b(?:refused|rejected|turned down|declined|denied)\b[^,;]*,\s*(to\b.*)", re.I)


def _without_refused(sentence: str) -> str:
    """The sentence without what a refusal kept from happening ("refused a different request, to begin cabling in
    Ward 9 before …": the request was made, the cabling not)."""
    m = _REFUSED.search(sentence)
    return sentence[: m.start(1)] if m else sentence


def _source_as_of(src: Document) -> dict[int, tuple]:
    """Each source line's as-of date ("截至2026年5月20日", "As of 20 January 2027"), where it gives one."""
    as_of: dict[int, tuple] = {}
    for c in src.clauses:
        if re.match(r"\W*(截至|截止|as of\b|as at\b)", c.text, re.I):
            dates = [v.value for v in c.values if v.kind == "date" and v.value[0] and v.value[1]]
            if dates:
                as_of.setdefault(c.line, dates[0])
    return as_of


def _against_as_of(src: Document) -> tuple[set[int], set[int]]:
    """In a paragraph that opens with an as-of date: the sentences that give an earlier date with no plan, what
    happened by then ("项目启动会于4月15日召开", done though no word says so), and the clauses (ids) that give a later
    date, what is still to come ("1路沿线站牌于6月底前安装完毕", a target though 完毕 says done)."""
    as_of = _source_as_of(src)
    before, after = set(), set()
    for c in src.clauses:
        at = as_of.get(c.line)
        if at is None:
            continue
        for v in c.values:
            if v.kind != "date" or v.value[1] is None:
                continue
            y, mo, d = v.value
            mine, then = (y or at[0], mo, d or 0), (at[0], at[1], at[2] or 0)
            if mine > then:
                after.add(id(c))
            elif mine < then and not (c.has("planned") or c.has("predicted") or c.has("condition")):
                before.add(c.sentence)
    return before, after


def _done_verbs(lex, c: Clause):
    """Simple-past completions ("the team signed the contract"); adjectives such as "agreed procedures" are not."""
    for m in _BARE_DONE.finditer(c.text):
        if re.match(r"\s+(procedures?|work|forms?|items?|surveys?\b(?! at))", c.text[m.end() :]):
            continue
        if _GET_PP.search(c.text[: m.start()]):
            continue  # "kiosks get installed only after …": what will happen, not what has
        before = c.text[: m.start()]
        if re.search(
            r"\b(to|will|be|shall|must|should|can|could|may|might|would|once|after|before|until|when|if|per|each)\s+"
            r"(\w+\s+)?$",
            before,
            re.I,
        ):
            continue
        if re.search(r"\b(is|are)\s+$", before, re.I):  # "is capped", "are included": a state, not a completion
            continue
        if re.search(r"\b(being|be)\s+\w+(ed|en)\b[^.;:]{0,60}\b(and|or)\s+$", before, re.I):
            continue  # "is being supplied by Calverly and installed by Brightwell": the auxiliary is shared
        yield c.start + m.start(), c.start + m.end(), m.group(0)


# a completion a label names ("Evaluation panel appointed", "Site visit held"); a state ("Lot C excluded", "Budget
# capped") or a decision (the status grader's) is none
_LABEL_DONE = re.compile(
    r"\b(?!(?:planned|scheduled|expected|proposed|required|needed|included|excluded|capped|limited|allowed|permitted"
    r"|approved|rejected|refused|confirmed|granted|based|related|listed|named)\b)[a-z]{3,}ed\b"
    r"|\b(held|done|built|set up|paid|sent|made|chosen|drawn up|written|begun|run)\b",
    re.I,
)
# a label's value that says yes ("**Site visit held:** yes", "已签订：是")
_AFFIRMED = re.compile(r"\W*(?:yes\b|done\b|completed?\b|✓|✅|☑|是(?![否不])|已完成|完成|已落实|已到位)", re.I)
_ORDER = ("progress", "commit", "predict", "deadline", "exception", "obligation", "plan")
# a reason given for something ("因为…", "主要原因是…", "because …", "due to …"): what follows it is the claim
_REASON = {
    "zh": re.compile(
        r"(?:主要|根本|直接)?(?:原因|理由)(?:还|也)?(?:是|在于|为|包括)|之所以|是因为|因为|由于|鉴于|出于|因(?=[\u4e00-\u9fff])(?!此|而|素|果|为此)"
        # "…将申请退回补正，主要是缺少管网设计图纸": what was lacking, the reason said in detail
        r"|(?:主要|具体)(?:是|为)(?=[^，。；]{0,2}(?:缺|少了|没有|未))"
        # and a purpose: "以便赶在开学前投入使用"
        r"|以便|以确保|目的是|以避开|以免|以防|为了"
        # "重复申报系基层卫生股工作人员疏忽所致": the cause named between 系 and 所致
        r"|(?<=[\u4e00-\u9fff])(?:系|乃|是)(?=[^，。；]{2,24}?(?:所致|导致的|造成的))"
    ),
    "en": re.compile(
        r"\b(?:because(?: of)?|due to(?!\s+(?:be|open|go|start|begin|launch|close|end|finish|run|arrive|complete"
        r"|rule|vote|sit|hear|consider|publish|announce|review|issue|submit|lodge|pay|visit|inspect"
        r"|take|decide|meet|report|sign|switch|move|return|deliver|wrap|conclude|come|get|have|kick|commence"
        r"|resume|restart|reopen)\b)|owing to"
        r"|on account of"
        # "since the panel misread the usage figures": a cause, not a time ("since 2025", "since the start")
        r"|since(?=\s+(?:the|they|it|its|their|this|these|those|we|our)\s)"
        r"(?!\s+(?:the|its|their|this)\s+(?:start|beginning|launch|end|opening|kick-?off|last|first|summer|spring"
        r"|autumn|winter|pilot|project|contract|scheme|meeting)\b)"
        # ("no new decision since the ombudsman's ruling": a short noun phrase that ends the clause is a time)
        r"(?!\s+(?:the|its|their|this)\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}\s*(?:[,.;:)]|$))"
        r"|the reason (?:being|is|was)|as a result of"
        # "so that is the last day for bids", "so that's the hard cut-off": "that" a pronoun, no purpose
        r"|on the grounds that|so that(?!\s+(?:is|was|means|makes|leaves)\b|['’]s\b)|in order to|in order that|so as to"
        # "The appeal was won after the council sent the fund new evidence": an outcome explained by what came before
        r"|(?:won|succeeded|overturned|granted|approved|accepted|rejected|refused|turned down|declined|failed"
        r"|withdrawn|cancelled|canceled|postponed|delayed|dropped)"
        # ("approved the purchase after a unanimous vote": the thing decided between)
        r"(?:\s+(?:the|its|their|our|this|that)\s+[\w-]+(?:\s+[\w-]+)?)? after(?=\s+(?:the|they|it|its|their|this|these"
        r"|those|we|our|an?)\s))\b",
        re.I,
    ),
}
# what a survey, test or review found: "which showed that …", "调研结果显示…" (the finding is the writer's unless the
# material reports it)
_FINDING = {
    "zh": re.compile(
        r"(?:调研|调查|检测|测试|评估|勘察|勘查|勘测|测量|排查|审查|核查|摸排|摸底|巡查|检查|走访|抽查|普查|试用|试运行)"
        r"(?:结果|中|时|过程中|期间)?(?:显示|表明|发现)|结果(?:显示|表明)"
        # a party's judgement: "财政局还认为每页2.6元的扫描单价偏高"
        r"|(?:认为|指出|觉得)(?![^，。；]{0,24}(?:是否|究竟|还是))"
        r"(?=[^，。；]{0,24}(?:偏高|过高|偏低|过低|太高|太低|不合理|不合适|过多|过少|偏多|偏少|不可行))"
    ),
    "en": re.compile(
        r"\b(?:showed|shows|show|found|finds|revealed|reveals|indicated|indicates|concluded|confirmed|confirms)"
        r"\s+(?:that|no)\b"
        # "the grid connection was found to be sufficient": a finding in the passive
        r"|\b(?:was|were|has been|have been|had been) found to (?:be|have)\b"
        # "the survey showed the wall was in good shape": an inquiry's own verb of finding, "that" left out
        r"|\b(?:survey|surveys|inspection|inspections|test|tests|testing|audit|assessment|review|check|checks|study"
        r"|analysis|results?|findings?|trial run|leak test)\s+(?:has |have |had )?(?:showed|shown|shows|found|revealed"
        r"|reveals|indicated|indicates|concluded|confirmed|suggested|suggests)\b(?!\s+(?:by|in|on|at)\b)"
        # a party's judgement: "the panel felt the cost per tree was too high"
        r"|\b(?:felt|considered|judged|thought|believed|argued|critici[sz]ed|questioned)\b(?![^.;]{0,60}\bwhether\b)"
        r"(?=[^.;]{0,60}\b(?:too high"
        r"|too low|too expensive|too costly|excessive|unrealistic|insufficient|inadequate|overpriced|poor value)\b)"
        # what a consultation or a notice period has brought in so far: "The consultation has so far received no
        # objections", "the notice period drew three complaints"
        r"|\b(?:has|have|had)?\s*(?:so far\s+|to date\s+|already\s+)?(?:received|attracted|drawn|drew|brought|had)"
        r"(?=\s+(?:no|few|only|several|some|many|\d+|one|two|three|four|five|a handful of)\s+(?:\w+\s+)?"
        r"(?:objections?|complaints?|responses?|comments?|submissions?|representations?|concerns?)\b)",
        re.I,
    ),
}
_FINITE = re.compile(
    r"\b(is|are|was|were|has|have|had|will|would|can|could|may|must|shall)\b|[\u4e00-\u9fff]"
    # "The audit started on 20 April 2026": a verb in the past, then when
    r"|\b[a-z]{3,}ed\s+(?:on|in|last)\s+(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)",
    re.I,
)
# a clause that states a fact, joined by "and" / 并 to a claim about what comes next
_JOINED_CLAIM = {
    "en": re.compile(
        r"\s(?:and|but)\s+(?=(?:will|would|is to|are to|is expected|are expected|is set to|are set to|could|might"
        r"|is planned|are planned|is scheduled|are scheduled|is likely|are likely)\b"
        # a second subject with its own report: "… has been held and all bidders' questions have been answered"
        r"|(?:all |the |its |their )?(?:[\w'’-]+ ){1,4}(?:has|have|had|was|were) (?:already |now |also )?"
        r"(?:been )?\w+(?:ed|en)\b)",
        re.I,
    ),
    "zh": re.compile(r"[，,]?(?:并将|并且将|并计划|且将|还将|此后将|之后将|后续将)"),
}
# what happened, as a reason: a cut, a delay, a failure; a ranking
_REASON_EVENT = re.compile(
    r"\b(cut|slashed|reduced|increased|raised|delayed|postponed|cancell?ed|failed|ran out|overran|overspent"
    r"|frozen|froze|collapsed|went bust|went into administration|fell through|lost|lower|lowered|trimmed|scaled back"
    # or another arrangement for the thing ("because the upgrade will be funded from the maintenance budget")
    r"|funded|financed|paid for|paid out of|moved|transferred|merged|outsourced|taken over"
    # or a ranking ("because it has the busiest counter in the county", "because it handles the most returns")
    r"|busiest|biggest|largest|highest|lowest|smallest|oldest|newest|longest|shortest|fastest|slowest|most used"
    r"|least used|the (?:most|fewest|least) (?!of\b)[a-z]+"
    # or a discovery ("because the architect found rot in the roof trusses")
    r"|found|discovered|detected|spotted|uncovered"
    # or a clash ("because the experts' diaries clashed", "因评审专家时间冲突")
    r"|clash|clashed|clashes|conflict|conflicted|conflicting|double-booked|unavailable|ill|sick"
    # or somebody's opposition ("because of planning objections at the workshop site", "因村民投诉")
    r"|objections?|objected|complaints?|complained|opposition|opposed|protests?|protested|disputes?|disputed"
    r"|shortages?|shortfall"
    # or a ruling ("because the visitor centre costs were ineligible", "因场地租金不符合补助范围")
    r"|ineligible|disallowed|ruled out"
    # or a review, a pressure, an overrun of its own ("due to the state's budget review", "because of national
    # budget pressures", "because of budget overruns at the workshop")
    r"|review|audit|inquiry|investigation|pressures?|overruns?|delays|concerns?|worries|doubts"
    # or an owner's taking a thing back ("because the school is taking its nets back for its own use")
    r"|(?:take|takes|taking|taken|took|want|wants|wanted|needs?|needed)\s+(?:[\w'’]+\s+){0,3}?back|reclaim\w*"
    r"|for (?:its|their|his|her) own use)\b"
    r"|收回|自用|削减|压缩|被砍|砍掉|取消|推迟|延误|超支|冻结|破产|倒闭|并入|转由|移交|外包|发现|冲突|撞车|生病|请假|出差"
    r"|异议|投诉|反对|纠纷|短缺|不符合|不合规"
    # ("撤销原因是补助资金预算调整": a budget change of its own)
    r"|预算调整|资金调整|调减|核减|压减|缩减",
    re.I,
)
_WRITING_REASON = re.compile(
    r"篇幅|字数|简洁|简明|\b(brevity|word limit|readability|clarity|simplicity)\b"
    r"|\b(for|of) (space|length)\b|\bspace (reasons|constraints|limits)\b",
    re.I,
)


def _date_of_act(c: Clause, m: Mention) -> Value | None:
    """The date an act is given in its clause: the first date after its word, before the clause's next act
    ("withdrawn on 5 October 2026 … and resubmitted on 19 October 2026"), else the last date before it."""
    nxt = min((e.start for e in c.events if e.start > m.start), default=c.end)
    dates = [v for v in c.values if v.kind == "date"]
    after = [v for v in dates if m.end <= v.start < nxt]
    if after:
        return after[0]
    before = [v for v in dates if v.end <= m.start]
    return before[-1] if before else None


_PRONOUN_UNITS = set("it its they them their theirs this these those he she him her his we us our".split())
_KIND = {
    "progress": "progress",
    "commit": "commitment",
    "predict": "prediction",
    "deadline": "deadline",
    "exception": "exception",
    "obligation": "rule",
    "plan": "plan",
}
# Which claims of the source support a claim of each category.
_FORWARD = ("plan", "predict", "commit", "deadline", "obligation", "exception", "cond")
_COMPATIBLE = {
    "progress": ("progress", "status"),
    "predict": _FORWARD,
    "plan": _FORWARD,
    "commit": _FORWARD,
    "deadline": _FORWARD,
    "exception": ("exception", "obligation", "negation", "plan"),
    "obligation": ("obligation", "exception", "negation", "plan"),
}
# Words that carry no claim of their own: adverbs, prepositions, light verbs, words about the brief itself.
_FILLER = set(
    "also now just currently still yet further then already later addition however note overall brief summary "
    "material take place happen occur get make go between during after before until about over under within via "
    "through across once when while since keep do doing continue remain itself themselves own too well again "
    "one nobody nothing anyone anybody follow follows followed afterwards afterward subsequently worth".split()
)
# the acts a party is given in a material's duty list ("checks the riverbank", "informs residents", "supervises")
_DUTY_STEMS = (
    r"(?:manag|arrang|review|build|host|overse|collect|handl|lead|run|organi[sz]|conduct|perform|confirm|approv"
    r"|summari[sz]|prepar|sign|check|install|deliver|suppl|provid|maintain|operat|coordinat|monitor|train|report"
    r"|compil|inspect|audit|test|lodg|submit|issu|negotiat|supervis|schedul|book|pay|process|send|draft|track"
    r"|set|inform|notif|publish|survey|patrol|recycl|clean|repair|remov|verif|assess|evaluat|sampl|record|fund"
    r"|configur|fit|lay|lai|connect|commission|plan|design|dismantl|replac|map|certif|calibrat|validat|accept|hold|decid"
    r"|erect|paint|fenc|plant|mow|dredg|demolish|excavat|dig|pack"
    # (who answers, replies, liaises: "the finance officer answers the auditor's questions", "the secretary
    # corresponds with the council's grants officer")
    r"|answer|respond|repl|liais|procur|updat|escalat|control|correspond|communicat|contact"
    # (who obtains or writes a thing: "the site secretary obtains the third quote", "the parks team writes the texts")
    r"|obtain|secur|acquir|write"
    # (who keeps a record: "the quay committee keeps the register of certified operators"; who closes a place: "the
    # Harbour Board closes the east quay to vehicles")
    r"|keep|kept|clos(?=(?:e|es|ed|ing)?\s+(?:the|its|their|a|an)\s)"
    # (who completes a step: "branch librarians have completed floor surveys")
    r"|complet"
    # (who picks: "the town council will pick the winner")
    r"|pick|choos|select"
    # (who moves things: "the boatman moves the boats to Millpond")
    # (with its object after it: not "Customer billing moved onto a new system", "pits moved on site")
    r"|(?:mov|relocat|transport)(?=(?:e|es|ed|d|ing)?\s+(?:the|its|their|our|all|every|each|a|an)\s)"
    # nouns too ("Just three places", "the awards"): verbs only with their object after them
    r"|(?:plac|award)(?=(?:e|es|ed|s)?\s+(?:the|an?|its|their|both|each|all|any|no)\b))"
)
_AGENT = {
    "zh": (
        re.compile(
            # (not 由于 "because", 由此 "hence")
            r"由(?!于|此|衷)([^，。；、由：:“”]{2,14}?)(?:负责|牵头|主导|实施|执行|承担|开发|安装|提供|组织|对接|跟进|统筹|主持|落实"
            r"|汇总|完成|开展|整理|收集|修订|审核|编制|督办|审查)"
        ),
        re.compile(
            r"(?:负责人|对接人|联系人|责任人|对接部门|负责部门|责任部门|牵头部门|牵头单位|主管部门|实施方|执行方)"
            r"(?:为|是|：|:)\s*([^，。；、\s（(]{2,14})"
        ),
        re.compile(r"(?:^|[：:，。；\s])([^，。；：:\s（(]{2,12}?)(?:负责|牵头|主导|承担)(?!人)"),
        # "- 信息部：负责数据接口开发": a party's label over the duty it is given
        re.compile(r"^[-*•]\s*\**([^，。；：:\s（(*]{2,14})\**\s*[：:]\s*\**\s*(?:负责|牵头|主导|承担)(?!人)", re.M),
    ),
    "en": (
        re.compile(
            r"\b(?:led|coordinated|managed|handled|run|overseen|owned|carried out|performed|conducted|delivered"
            r"|provided|supplied|organi[sz]ed|installed|supervised|operated|maintained|summari[sz]ed|compiled"
            r"|collected|prepared|reviewed|surveyed|held|taken over|chaired|headed|hosted|convened"
            # "the annulment was requested by the Brackwater Civic Society": who asked for it
            r"|requested|initiated|commissioned|proposed|lodged|submitted|filed)"
            # "chaired by the authority's fleet manager": a possessor in the name
            r" by ((?:the |a |an |our )?[A-Za-z][\w&-]*(?:['’]s)?(?: [A-Za-z][\w&-]*){0,3})"
        ),
        re.compile(
            r"(?:^|[.;:,]\s+|\band\s+)((?:the |a |an |our )?[A-Za-z][\w&-]*(?: [A-Za-z][\w&-]*){0,3}?)"
            r" (?:will (?:carry out|handle|lead|oversee|coordinate|manage|run|install|deliver|supply|provide|conduct"
            r"|organi[sz]e|supervise|perform|operate|maintain|be responsible|take charge|be in charge)"
            r"|(?:is|are) (?:responsible|in charge|accountable))\b",
            re.I,
        ),
        re.compile(
            r"\b(?:owner|contact|point of contact|lead|coordinator|responsible)\s*[:：]\s*"
            r"([A-Z][\w&-]*(?: [A-Z][\w&-]*){0,3})"
        ),
        re.compile(  # "the branch librarians carried out the floor surveys", "X takes over the servicing"
            # (after a bold label: "**Completed:** the town council held …")
            r"(?:^[-*•\s]*|[.;:,]\**\s+|\band\s+"
            # after a time put first: "At the end of the pilot the finance board will summarise the kiosk logs"
            r"|\b(?:at the (?:end|start|close) of|after|before|during|once|when|by the end of|from)"
            r" (?:the |a |an )?[A-Za-z][\w-]*(?: [A-Za-z][\w-]*)? (?=the |a |an |our )"
            # ("As of 15 February 2027 the town council has hosted the site visit": the report's day put first)
            r"|\bas of \d{1,2} [A-Z][a-z]+ \d{4} (?=the |our )"
            # ("in late April 2026 Stonecroft Roofing will move the boats": the plan's month put first)
            r"|\b(?:in|on|by|from) (?:early |mid-?|late |the end of |the start of )?(?:\d{1,2} )?(?-i:[A-Z][a-z]+)"
            r"(?: \d{1,2})?,? \d{4},? (?=the |our |(?-i:[A-Z]))"
            # the doer of a relative clause ("the final report, which the hall treasurer will write") or of a
            # consequence ("so the caretaker repaid …")
            r"|\b(?:which|that|so) (?=the |our ))"
            # a possessor in the name: "the council's finance team"
            # (a name's letter may be any Latin one: "branch manager Clara Øverby leads …")
            r"(?!(?:which|that|so) )"
            # (an ampersand between a firm's names: "Hollins & Marr erect the scaffolding")
            r"((?:the |a |an |our )?[A-Za-zÀ-ÖØ-öø-ÿ][\w&-]*(?:['’]s)?"
            r"(?: (?:&|[A-Za-zÀ-ÖØ-öø-ÿ][\w&-]*(?:['’]s)?)){0,3}?)"
            # an apposition after the doer: "Dana Whitcombe, the fleet manager, lodges", "The chair, Tomasz Kerr, …"
            # (or in brackets: "Priya Okafor (finance officer) runs the tender")
            r"(?:, (?:the |our |its )?[A-Za-z][\w&-]*(?: (?!and\b|or\b)[A-Za-z][\w&-]*){0,3},|\s\([^()]{2,40}\))?"
            r" (?:also |then |later |already |subsequently |first |initially |originally )?"
            # (the verb in lower case: "Gullrock Signs digs the posts in" names the firm, its act "digs")
            r"(?-i:(?=[a-z]))"
            r"(?:(?:will |is to |are to |has |have |had |must |shall )?(?:carried out|carry out|carries out|took over"
            # "led" in lower case only: "the council's LED programme" is no verb
            r"|take over|takes over|taken over|sets up|set up)|ran|(?-i:led)|oversaw|held|holds|built|keeps"
            # the past of an irregular duty: "the caretaker repaid the unspent GBP 1,150", "the clerk wrote to"
            r"|(?:re)?paid|wrote|sent|drew up"
            # ("the finance board will also summarise", "branch librarians have completed floor surveys")
            r"|(?:will |must |shall )(?:also |then |now |first )?" + _DUTY_STEMS + r"(?:e|y)?"
            r"|(?:(?:has|have|had) (?:already |now |also )?)?" + _DUTY_STEMS + r"(?:es|s|ed|ted|d|ies|ied)"
            # "Branch librarians summarise the kiosk logs": a plural doer's present
            # (in lower case: "The Highways Delivery Unit" is a name)
            r"|(?<=[a-z]s )(?-i:" + _DUTY_STEMS + r"(?:e|y)?)"
            # (a body's name, the verb in the plural, its object after it: "The Friends of Ashcombe Library run the
            # volunteer inductions")
            r"|(?-i:" + _DUTY_STEMS + r"(?:e|y)?)(?=\s+(?:the|its|their|all|each|every)\s))\b"
            # a plural noun or an intransitive use: "extension-period funds cannot be drawn", "runs from 14 September"
            r"(?!\s+(?:can|cannot|can't|will|would|shall|should|must|may|might|are|were|is|was|have|had|do|does|did"
            r"|show|shows|remain|out|from|until|till|through|between|of|up)\b)"
            # "runs for two years", "The job runs three years": how long, not a duty
            r"(?!(?<=run|uns|ran)\s+(?:for\b|\d|(?:about|around|roughly|some|just|over|almost|nearly|a|an|one|two"
            r"|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty|[a-z]+-year)\s"
            r"(?:[a-z]+\s)?(?:years?|months?|weeks?|days?|seasons?|terms?)\b))"
            # "plans to", "runs to": not a duty; "reports to the environment agency" is one
            r"(?!(?<!report)(?<!reports)(?<!reported)\s+to\b)"
            # a participle with its doer after it: "amendment confirmed by the foundation"
            r"(?!\s+by\b)",
            re.I,
        ),
        # "- State government: signs the supply contract": a party's label over its duty, the label a word for a
        # body or a post
        re.compile(
            r"^[-*•]\s*\**((?:the |our )?[A-Z][\w&-]*(?: [A-Za-z][\w&-]*){0,3}? (?i:government|council|department"
            r"|team|office|officer|manager|authority|agency|board|committee|unit|service|contractor|company|ministry"
            r"|bureau|director|secretary|clerk|engineer|inspector|consultant|supplier|group)"
            # ("- Fleet manager Dana Price: will evaluate the bids": the post, then the person)
            r"(?: [A-Z][a-z]+(?:-[A-Z][a-z]+)?){0,2})\**\s*[:：]\s*\**\s*"
            r"(?:will |must |shall )?(?i:" + _DUTY_STEMS + r")(?i:es|s|ed|ted|d|ies|ied|e|y)?\b",
            re.M,
        ),
        # "ground works from May 2027, with the occupational therapy team supervising Greenhythe Landscapes": the
        # doer after "with", its duty in the -ing form, an object after it
        re.compile(
            r"\bwith ((?:the |our |a |an )[A-Za-z][\w&-]*(?: [A-Za-z][\w&-]*){0,3}?) (?-i:"
            + _DUTY_STEMS
            + r"(?:ing|ting|ying))"
            r"(?=\s+(?:the\s+|its\s+|their\s+|all\s+)?(?-i:[A-Za-z]))",
            re.I,
        ),
    ),
}
# words no doer's name holds: an auxiliary, a conjunction or a subordinator ("If the board had approved",
# "Eastgate was originally scheduled", "Millbrook branches and runs", "provided the grant is confirmed")
_NOT_DOER = re.compile(
    r"\b(?:is|are|was|were|be|been|being|would|could|should|had|has|have|get|gets|got|getting|to|and|or|if|until"
    r"|unless|when|once|provided|after|before|while|as|because|although|though|whether|that|which|who|this"
    r"|these|those|there|not|only|solely|exclusively|can|will|may|might|must|shall|still|it['’]s|that['’]s|there['’]s"
    # ("so the bid now stands approved": a state, no doer; "Please keep the towing rule in mind": a request)
    r"|now|stands?|remains?|please|kindly)\b",
    re.I,
)
# a duty after a party's label, in the base or the third person ("confirm", "manages", "will summarise")
_DUTY_VERB = re.compile(_DUTY_STEMS + r"(e|es|s|ies|y)?")
_DUTY_WORD = re.compile(r"\b" + _DUTY_STEMS + r"(e|es|s|ies|y)?\b", re.I)
_DUTY_ZH = re.compile(r"负责|牵头|主导|承担|组织|主持|统筹|对接|办理")
_PASSIVE_AGENT = {_AGENT["en"][0], _AGENT["zh"][0]}  # "organised by X", "由X牵头": the act comes before the doer


def _strip_ids(text: str) -> str:
    """Without cited paragraph ids ("(A05)", "B07")."""
    return re.sub(r"\b[A-Z]{1,3}\d{2,3}\b", "|", text)


# The writer talking about the brief or the material, not about the project ("下面分别说明已经完成的工作",
# "上述上线时间均为计划", "Everything else is still planned", "It should be emphasised that").
_META_CLAIM = re.compile(
    r"下面|以下|上述|如下|本文|^\W*以上|以上(?:计划|事项|内容|安排|各项|几项|均|都)|这份|本简报|资料(中|里|上|写|所|只|未|没|原有)|材料(中|里|写|所|只|未|没|原有)|原文|按要求"
    r"|需要(特别)?(指出|强调|说明|注意|关注)|值得(注意|一提|关注)|保留为|写成|都还只是|都只是|只是计划|仍是计划|仍为计划|均为计划"
    r"|为计划|处计划|计划中的|计划阶段"
    r"|\b(it should be (noted|emphasi[sz]ed|stressed|mentioned)|note that|as (stated|noted|described) (in|above)"
    r"|everything else|the (material|source|notice|brief|text) (says|states|does|gives|mentions|lists)|above|below"
    r"|this brief|in this summary|points? to (watch|note|keep an eye on)"
    # the writer's advice to follow something up: "需持续跟踪", "should be monitored", "worth watching"
    r"|(should|needs? to|must) be (closely )?(monitored|tracked|watched|followed up)|keep an eye on"
    r"|worth (watching|monitoring|tracking)"
    # the writer to the readers: "Members will want to know what is happening", "you will be glad to hear"
    r"|will (want|wish|like|be keen|be interested|be pleased|be glad|be relieved) to (know|hear|learn|see|note))\b"
    r"|(大家|各位|您|你们)(会|一定|肯定)?(想|希望|关心|关注)(知道|了解)"
    r"|(需要?|应|建议|值得)(持续|密切|继续|及时)?(跟踪|关注|留意|跟进)"
    # what the brief puts before its readers: "四、需领导关注", "提请局务会审议", "For the board's decision"
    r"|(需|请|提请|报请)(各位|分管|主要)?(领导|委员|同志|局务会|主任|副区长)[^，。；]{0,4}(关注|审议|研究|决策|定夺|知悉|阅示)"
    r"|\bfor (the )?(board's|members'|committee's|director's|leaders'|chief's|your) (attention|decision|noting"
    r"|information)\b|\b(decisions?|actions?) (needed|required|requested) (from|by) (the )?(board|members|committee)\b",
    re.I,
)


# "expected benefit", "anticipated savings": the word before a noun of effects, naming a heading's topic
_ATTRIBUTIVE = re.compile(
    r"\s+(benefits?|savings?|outcomes?|results?|impacts?|effects?|gains?|value|timeline|schedule)\s*(:|$)", re.I
)


def _noun_use(text: str, a: int, b: int) -> bool:
    """A plan word used as a noun ("按计划", "上线安排", "计划中的工作"), not a claim that something is planned."""
    word = text[a:b]
    if re.fullmatch(r"(?i)expected|anticipated|projected", word) and _ATTRIBUTIVE.match(text[b:]):
        return True  # "Safety rule and expected benefit": a heading's noun phrase, no forecast of its own
    if re.match(r"已经?|完成了?|做完", word) and re.match(
        r"(完成|做完)?了?的?(事项|工作|部分|情况|内容|阶段|事情)|(完成|做完)?的$", text[b:]
    ):
        return True  # "已完成事项", "已经完成的部分": a heading word
    if word not in ("计划", "安排", "要求", "需"):
        return False
    return bool(
        re.match(r"(中|阶段|的|$|表|书|外|内|安排|所|要|方面)", text[b:])
        or re.search(r"(按|为|是|属|照|的|在|所)$", text[:a])
    )


def _units(text: str, lang: str) -> set:
    """Content units for matching a claim with the source's: Han bigrams (zh) or English words reduced to a stem
    ("installation"/"installed", "waiver"/"waive", "late-fee"/"late fee" match)."""
    if lang == "zh":
        return set(grams(text, lang))
    out = set()
    # idioms of approval said in a word the material uses ("has to wait for the green light", "got the go-ahead")
    text = _APPROVAL_IDIOM.sub(" approved ", text.lower())
    text = _SENT_BACK.sub(" returned ", text)
    text = PUT_TOGETHER.sub(" collected ", text)
    text = FUND_THE_REST.sub(" pay the remaining ", text)
    for w in re.findall(r"[A-Za-z][A-Za-z']+", text):
        w = re.sub(r"'s?$", "", w)  # "a year's worth": the year
        if w in STOP_EN or len(w) <= 2:
            continue
        stem = _stem(w)
        out.add(_SAME_AS.get(stem, stem))
    return out


# words of one meaning that briefs and materials use in turn ("anything arriving later will be sent back unopened"
# for "Bids received after that date will be returned unopened"): read as one unit
_SENT_BACK = re.compile(r"\b(sen[dt]s?|sending|handed|hands?|given) back\b")
_SAME_AS = {
    **SYNONYM_EN,
    "arriv": "receiv",
    "lat": "aft",
    "ceil": "cap",
    "maximum": "cap",
    "deal": "contract",
    # "installation will begin after the money is approved" for "Installation is planned to start once the funding
    # is approved"
    "begin": "start",
    "began": "start",
    "begun": "start",
    "commenc": "start",
    "money": "fund",
}


_APPROVAL_IDIOM = re.compile(
    r"\b(the |its |their )?(green light|go-ahead|go ahead|sign-off|thumbs up|nod|blessing)\b|\b(says?|said) yes\b"
)


_FILLER_UNITS = {_stem(w) for w in _FILLER} | _FILLER


def _coverage(mine: set, para: set, lang: str) -> float:
    """How much of the clause the paragraph covers: the share of its words (en), or of its Han characters that
    sit in a bigram the paragraph also has ("将由项目组对试用过程中的记录进行汇总" is mostly 由项目组汇总试用记录)."""
    if not mine:
        return 1.0
    mine = {u for u in mine if not u.startswith("ALL:")}
    if lang != "zh":
        return len(mine & para) / len(mine) if mine else 1.0
    chars = {ch for g in mine if g[0] not in "@A" for ch in g}
    hit = {ch for g in mine & para if g[0] not in "@A" for ch in g}
    return len(hit) / len(chars) if chars else 1.0


def _all_units(text: str, lang: str, all_words: re.Pattern) -> set:
    """ "ALL:<noun>" for each universal quantifier and the noun it governs ("all branches" -> ALL:branch,
    "全部仓库" -> ALL:仓库; the source's "every book" does not support "all branches")."""
    out = set()
    for m in all_words.finditer(text):
        rest = text[m.end() :]
        if lang == "zh":
            han = re.sub(r"[^\u4e00-\u9fff]|的", "", rest)[:4]
            head = re.match(
                r"[\u4e00-\u9fff]{0,2}?(仓库|仓|门店|网点|分馆|站点|线路|区域|部门|班组|员工|人员|地区|城市)", han
            )
            if head:  # "全部仓库" quantifies things; "已全部做完" is an adverb of the verb
                out.add("ALL:" + head.group(1))
        else:
            nxt = next((w for w in re.findall(r"[a-z][a-z'-]+", rest.lower()) if w not in STOP_EN), None)
            if nxt:
                out.add("ALL:" + _stem(nxt))
    return out


def _claim_units(text: str, clauses: list, lang: str, all_words: re.Pattern) -> set:
    """A source sentence's units for claim matching: its words, its entities ("@lot_b") and its quantifiers."""
    units = _units(text, lang) | {"@" + m.id for c in clauses for m in c.entities}
    return units | _all_units(text, lang, all_words)


# Acts a notice or a plan performs by being written: reporting them done restates the material.
# a sentence about the rule or condition just stated ("this requirement cannot be waived", "该要求不设例外")
_ANAPHOR = re.compile(
    r"\W*(this|that|the|such an?|these|those) (requirement|rule|condition|obligation|restriction|prohibition)s?\b"
    r"|\W*(该|此|这一?|上述)(要求|规定|条件|限制|规则)",
    re.I,
)
# acts a letter or notice performs by being issued ("this amendment extends the end date")
_LETTER_ACTS = "extend|amend|renew|confirm"
_PUBLISH = re.compile(
    r"\b(issued|published|announced|released|put out|launched|invited|advertised|posted|procured|procuring|tendered"
    rf"|sought|(?:{_LETTER_ACTS})ed"
    # "has opened a tender for 12 buses": the notice's own act (opening the bids is another)
    r"|(opened|started|kicked off) (a |an |the |its )?(\w+ )?(tender|tendering|bidding|competition|procurement)"
    # "has asked suppliers to put in offers": the notice's invitation to bid
    r"|asked (\w+ ){1,2}to (put in|submit|send|make|place) (\w+ )?(offers|bids|tenders|quotes|proposals)"
    # "has put the job out to bid", "has gone out to tender"
    r"|(?:put|puts|putting|gone|going|went) (?:\w+ ){0,3}?out to (?:bid|tender))\b"
    r"|发布|发出|公布|印发|下发通知",
    re.I,
)


# Kinds of act a report of progress names (en; a category lexicon, not one sample's verbs): an act of one kind
# restates another of that kind ("gathered" / "collected"). An act outside every kind must be named as it is.
_ACTS = {
    "ACT:do": r"complet|finish|done|conclud|wrap|end|held|hold|took place|taken place|conduct|organi[sz]|host|run"
    r"|carr[iy]|perform|undert|did|made|make"
    # a visit in other words: "bidders had been shown around the depot", "had already taken bidders round"
    r"|shown|showed|taken|took|tour|guid|walk",
    "ACT:collect": r"collect|gather|compil|assembl|pull|obtain",
    # a request in other words: "funding has been asked for", "the authority applied for the licence"
    "ACT:submit": r"submit|sent|send|fil|lodg|present|hand|forward|refer|ask|request|appl[iy]|sought|put in",
    "ACT:withdraw": r"withdraw|withdrawn|drop|remov|cancel|scrap|pull",
    # a decision contested: "has challenged that" where the material says "has lodged an appeal"
    "ACT:appeal": r"appeal|challeng|contest",
    "ACT:approve": r"approv|grant|sign off|authori[sz]|clear|endors|pass",
}


def _act(marker: str) -> str | None:
    """The kind of act a progress marker names ("has been completed" -> ACT:do), its stem when it is of no
    kind ("has been ordered" -> order), None for a bare auxiliary or a Chinese marker."""
    words = re.findall(r"[a-z]+", marker.lower())
    verbs = [
        w
        for w in words
        if w
        not in (
            "has",
            "have",
            "had",
            "been",
            "was",
            "were",
            "is",
            "are",
            "already",
            "now",
            "also",
            "just",
            "currently",
            "still",
            "being",
        )
    ]
    if not verbs:
        return None
    # the verb's kind, where the marker goes on past it ("asked the trust for", "was handed over"), else the last word
    for verb in dict.fromkeys((verbs[0], verbs[-1])):
        for kind, pattern in _ACTS.items():
            if re.match(pattern, verb):
                return kind
    return _stem(verbs[-1])


def bare_done_label(lang: str, text: str, after: str) -> bool:
    """ "Already done", "**Completed**", "What's been done so far", "已完成事项": a label over what follows, no claim by
    itself (``after``: the text from the done word on, for "已完成的工作")."""
    if re.fullmatch(
        r"\W*((already |also )?(done|completed|complete|finished|sorted|dealt with|in hand|happened|taken place)"
        r"|progress"
        r"|what(?: has|'s|’s) been (?:done|completed)|what(?:'s|’s| is) (?:actually |already )?(?:done|completed)"
        r"|already behind (?:us|them|you|me|(?:the|our|their) [\w-]+))"
        r"( so far| to date| (by|as of|as at) [^,;:]{1,30})?\W*",
        text,
        re.I,
    ):
        return True
    # "As of 2 April 2027 the following steps have been completed": the lead-in of a list
    if re.fullmatch(
        r"\W*(?:(?:as of|as at|by) [^,;:]{1,30},? )?the following (?:steps|items|tasks|work|actions)"
        r" (?:have|has) (?:already )?been (?:done|completed|finished|carried out)\W*",
        text,
        re.I,
    ):
        return True
    return lang == "zh" and bool(
        re.match(
            r"(本期|本周|本月|本阶段|目前|当前|截至目前|近期)?(已经?)?完成(的)?(事项|工作|情况|部分|内容|项)?$",
            text.strip("*_-•# ：:✓✔"),
        )
        or re.match(r"已经?完成的?(事项|工作|情况|部分|内容|项)", after)
    )


# a thing passed or approved by a named body ("经村民代表会议通过", "approved by the parish meeting"): group 1 the body
_PASSED_BY = (
    re.compile(r"经([\u4e00-\u9fff]{2,10}?)(?:审议|讨论|表决|研究)?(?:通过|同意|批准)"),
    re.compile(
        r"\b(?:approved|agreed|endorsed|passed)\s+by\s+(?:the\s+|a\s+)?((?:[A-Za-z'-]+\s+){0,3}[A-Za-z'-]+)", re.I
    ),
)
# an acronym as it is written ("IT", "CDC")
_ACRONYM = re.compile(r"(?<![A-Za-z])[A-Z]{2,5}(?![A-Za-z])")
