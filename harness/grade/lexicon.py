"""Grammar words the extractor reads, per language (``zh``, ``en``): negation, modality, status, conditions, scope.

These are properties of the language, not of a sample: a team's own material needs no change here. Each entry
is a regular expression source; :func:`lexicon` compiles them once per language. Words that name the material's
own things (entities, events) come from the sample's ``facts.yaml``, never from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from harness.grade import rx as re

_ZH = {
    # A negation that governs what follows it in the clause.
    # (not a word that only holds 不: "腿脚不便", "不少", "不同")
    "negation": r"≠|不(?!仅|只|但|断|久|少|同|错|妨|论|过|便(?!于))|未(?!来)|没有|没|无(?!论)|非(?!常)|勿|禁止|严禁"
    r"|尚未|并未|并非",
    # "no need for": drops a requirement.
    "no_need": r"无需|无须|不需要?|不必|不用|免于|不经|未经|跳过|绕过",
    # "现场踏勘已列入计划", "已排入日程": put into the plan, a plan (no completion)
    "done": r"[✅✔☑]|已经(?!含|包含|包括|(列入|纳入|排入|写入|提上|列进)[^，。；]{0,14}(计划|日程|议程|安排))|已于"
    # ("已定期", "已排期": a date set, a plan)
    r"|已(?!经?(含|包含|包括|定期|排期))(?!经?(列入|纳入|排入|写入|提上|列进)[^，。；]{0,14}(计划|日程|议程|安排))|业已|完成了|做完|完毕|结束了|(?<!不)了(?=[，。；,;]|$)"
    r"|(?<![将要拟未没尚])完成(?!后|之后|以后|前)"
    # a completion verb with its perfective 了 before the object ("并与软件供应商签订了意向协议")
    r"|(?<![将要拟未没尚不])(?:签订|签署|签约|采购|购买|安装|提交|召开|举行|选定|启动|开通|建成|拨付|交付|部署|上线)了"
    r"(?!解|结|吧|吗)",
    "done_verb": r"完成|上线|部署|交付|启动|签订|签署|签约|采购|投入使用|开始|实施|培训|开发|通过|召开|举行|确定|选定"
    r"|招聘|购买|安装|测试|提交|收到|整理|建立|组建|获得|批准|获批|发放|下发|落地|试运行|验收|到位|开通",
    # ("拟支持项目名单", "拟资助对象": the list of proposed projects is a thing, its 拟 no plan of the clause's act)
    # ("但“拟支持”还不是批准": the list's word in quotes, named, not said)
    # ("所有拟设标志位置的GPS勘测已完成": "proposed", an attribute of a thing, no plan of the clause's act)
    "planned": r"计划|拟(?![^，。；]{1,4}(?:项目|对象|单位)?名单)(?!支持项目|资助项目|资助对象)"
    r"(?![设建购装用][^，。；]{1,8}的)(?!(?:支持|资助|立项)[”\"’」』])"
    # (将 as "will", not as the object marker before its thing: "县文旅局将该项目纳入县级储备项目库")
    # (nor after 已 or 均已: "志愿者已将46个发霉的档案盒移至…", the disposal 把 of a done act)
    r"|将会|将要|将于|(?<![已])将(?![该此这本其上])|准备|预定|安排|打算|(?<![鉴规测核评])定于|按计划|拟定|预期于"
    # "下半年还会推广到冷链仓": a later expansion said with 还会 (not a generic "也会增加")
    r"|还会(?=推广|扩大|扩展|纳入|覆盖|上线|开通)"
    r"|待.{0,12}后|之后再|后再|后启动|后才",
    # "评估计划于…" is 评估 + 计划, no 估计
    "predicted": r"预计|有望|可望|(?<!评)估计(?!划)|预期|或将|可能|很可能|应该会|大概|料将|预料|势必|即将"
    r"|很快|不久|尽快"
    # "已基本获批": a hedge of the decision (not 原则上同意, approval in principle, which carries its conditions)
    r"|基本(?=获批|批准|通过|同意|定了|敲定)",
    "ongoing": r"正在|进行中|推进中|开展中|仍在进行|尚在进行|着手",
    "commitment": r"承诺|保证|确保|一定会|一定能|必将|必定|务必|肯定会|担保",
    # "得先让教育局安全股审核点头": 得先, must first
    "condition": r"须|必须|需要|需|经|得先|先得"
    # "得仓库主管先过目确认": must, said the spoken way, before whose consent
    r"|(?<![获取记觉值使晓懂显难懒免])得(?![到出以分知益奖])(?=[^，。；]{0,12}(?:先|点了?头|确认|同意|签字|审核|审批|批准|过目|验收))"
    r"|才能|才可|才会|才|方可|方能|之后|以后|后|只有|前提|否则|除非|强制|必备|必需"
    r"|在.{0,12}前|之前|以前|→|->|⇒",
    "cond_context": r"(之后|以后|后|之前|以前|前)(?!期)|待|一旦|如果|若|假如|倘若|的话"
    r"|以.{0,6}为准|取决于|视.{0,8}而定|等到",
    "exception": r"除非|例外|紧急情况|特殊情况|特殊情形|紧急时|突发情况|特别情况|个别情况|必要时"
    # "未能按时提供的，可在合同授予前补交": a permission for those who fail the requirement
    r"|(未能|无法|不能)[^，。；]{1,20}的?[，,]?(也)?(可|可以|允许)[^，。；]{0,14}(补交|补充提交|补办|补正|延后提交|后补)"
    r"|如遇|若遇|遇有|一旦出现",
    # "仅剩梅坞社区一处待落实": what is left of a task, not the scope
    # (a clause opening with 只是 says "but": "只是在纪要里让我们把储能的消防论证补上")
    "only": r"只有|只在|只覆盖|只限|(?<![\d零一二三四五六七八九十百千万两〇几每船])只(?![剩余是])|(?<=\w)只是"
    r"|仅限|仅(?![剩余])|限于|限定|限在|^限|唯一|单独|不含其他|其余.{0,6}不",
    "all": r"全部|所有|全体|各个|整个|全国|全区|全域|全集团|全公司|全网|整体"
    r"|各(?=[\u4e00-\u9fff]{0,2}(仓|库|门店|网点|分馆|站|线|区))",
    # "县社会福利中心本来就用电炊具了，不报": not put in the application
    "exclude": r"(没有|未|不)被?纳入|(?<![申上填])(?:不|没|未)(?:申)?报(?![销告道价名到送])"
    r"|被排除|排除在外|之外|不在|不包括|不包含|不含|不纳入|未纳入|没有纳入|排除|除外"
    # the colloquial "南校区的实验楼和宿舍不动", "星河小学…也不算"
    r"|(?<![动])不动(?![工手产摇])|也?不算(?![是太很多少])|不归[^，。；]{0,10}管|都?不碰|都?不沾"
    # "收集管网、各家各户的化粪池，这回都不管" (not "不管怎样", "不管是谁": "whatever")
    r"|(?:都|也|均|就|先|暂时?)不管(?=[，。；,;]|$|了)"
    # "冷链仓和退货线都不掺和": not part of it
    r"|不掺[和合]"
    # English words in a Chinese brief ("青石区和电动助力自行车 not included")
    r"|\b(not included|excluded|not covered|out of scope)\b"
    r"|不属于|不涉及|不参与|不参加|暂不|未列入|不列入|除了|除(?=[^，。；]{1,20}?(?:外|以外|之外))|已?撤回|已?撤销|已?取消|剔除|移出"
    # "买冷藏车、装修门市部都得供销社自己掏钱": paid by the applicant itself, outside the grant
    r"|(?:自己|自行|自费)(?:掏钱|出钱|负担|掏腰包)|自掏腰包|(?:得|要|需|由)[^，。；]{0,8}?自行(?:承担|解决|筹措|筹资)"
    # "观澜亭已另行申报县级资金": handled apart, by another application or budget
    r"|另(?:行|外)(?:申报|申请|立项|实施|安排|筹资|筹措)|单独(?:申报|申请|立项)"
    r"|不算(进来|进去|在内|在其中|进本期)|不计入|不计算在内"
    # "本次不再重复扫描", "这回也不再扫": left out this time
    r"|(本次|此次|这次|这回|本期|这一期)(也)?不再|也不再"
    # "但要留到下一期再统筹考虑": put off to a later phase, not in this one
    r"|(留到|留待|放到|推到|推迟到|延到|顺延到|顺延至)(下一?期|下一?阶段|下一?轮|后续阶段)",
    "range": r"至|到(?!货|达|位|期|场|岗)|—|–|~|～",
    "start": r"自|从|起|开始|始于|开展于|启动|开启|开工|动工",
    # "试点将一直持续到2026年6月30日": runs until, its end
    # ("一直收到4月的最后一天": received until then, a verb between 一直 and its 到)
    "end": r"结束|为止|止于|完工|收尾|竣工(?!初验|验收|决算)|(?:持续|延续|一直)(?:[\u4e00-\u9fff]{1,2}?)?(?:到|至)",
    "min_bound": r"至少|不少于|不低于|以上|起步|最少|超过|多于|起码|保底|下限|最低(?!价|评标|中标|工资|温|气温)",
    "max_bound": r"上限|不超过|不高于|以内|最多|封顶|最高|控制在|至多|不[得能可会准]超过|不超出|顶格|顶多|撑死",
    "respectively": r"分别|各自",
    "label_words": r"时间|期限|日期|周期|范围|预算|金额|费用|审批|状态|进展|计划|条件|数量|截止|完成|上线",
    "heads": r"仓库(?!主管|管理|员工|人员)|仓(?!库)|门店|网点|分馆|站点|线路|区域|部门|班组|车间|地区|城市",
}

# "hope(s)" as a forecast, but not the writer's sign-off ("I hope this helps", "hope this gives a clear picture", "I
# hope this summary is useful for the trustees")
_HOPE = (
    r"|hopes?(?! (?:this|that this|it|these)(?: (?:summary|brief|briefing|update|note|notes|email|overview|message))?"
    r" (?:helps?|gives?|is|are|provides?|clarif\w+|answers?|covers?)\b)"
)

_EN = {
    "negation": r"\b(not|no|never|none|nobody|no one|no-one|nothing|neither|nor|cannot|can't|won't|don't|doesn't"
    r"|didn't|isn't|aren't|wasn't|weren't|hasn't|haven't|shouldn't|mustn't|without)\b|n't\b"
    # ("The kiosks won t issue waivers automatically": the apostrophe lost in the output)
    r"|\b(?:won|don|can|isn|aren|wasn|weren|hasn|haven|didn|doesn|shouldn|mustn|couldn|wouldn)\s+t\b",
    "no_need": r"\b(without|no need|needs? not|need not|needn't|not (be )?required|not need|do not need|does not need"
    r"|don't need|doesn't need|no (longer )?requires?|bypass(es|ing)?|skip(s|ping)?)\b",
    # (a participle after "been", not "been" itself: "It has been neither approved nor refused" reports no act)
    # ("- ✅ Floor surveys, both branches (as of 2026-08-20)": a ticked item is done)
    "done": r"[✅✔☑]"
    r"|\b(has|have|had)\s+(already\s+)?(been\s+)?(?!been\b)(?:\w+(ed|en|un|one|ught|ade|ilt|ent|eld|ld|gun|wn)"
    r"|put|set|cut|shut|paid|laid|kept|met|lost|found|read|won|got|let|heard|sold|left|dealt|hit"
    r"|split|spread|led|fed|struck|stuck|hung|lit)\b"
    r"|\b(was|were)\s+(already\s+)?\w+(ed|en|ught|ade|ilt|ent|eld|gun|one)\b|\balready\b|\b(went|gone) live\b"
    r"|\b(is|are) (now )?(complete|completed|done|finished|live|in place|signed)\b"
    # a table cell or a note that opens with the participle ("| Completed on 12 May 2026 |"), not a deadline
    r"|^\W*(completed|finished|done)\b(?!\s+(by|within|before|in time|no later)\b)",
    "done_verb": r"\b(completed|finished|signed|started|begun|began|launched|installed|deployed|delivered|trained|hired"
    r"|purchased|ordered|passed|opened|rolled out|held|conducted|carried out|approved|went live|set up|built"
    r"|tested|collected|submitted|received|awarded|selected|chosen|appointed|agreed|granted|issued"
    r"|secured|obtained|cleared|finali[sz]ed|concluded|done|took place|was held|were held|happened"
    # "bidders who attended the site visit": a visit someone went to is one that took place
    r"|attended|toured|visited|took part in|participated in)\b",
    "planned": r"\b(plan|plans|planned|planning|scheduled|will|shall|is to|are to|intends?|intended|set to|due to"
    r"|pencil+ed in|slated|earmarked for|on the calendar for"
    r"|due in|aims?|aimed|targets?|targeted|going to|to be|expected to go|is to be|are to be|upcoming"
    # (not "agreed to the change": a thing agreed to, no act to come)
    r"|(?:decided|agreed|resolved) to(?! (?:the|a|an|this|that|these|those|its|their|our|his|her)\b)"
    # "The fund agreed on 9 March 2027 to transfer the grant": the decision's day between the verb and its act
    r"|(?:decided|agreed|resolved) (?:on|in) (?:\d{1,2} )?[A-Z][a-z]+(?: \d{1,2})?,? \d{4} to)\b",
    "predicted": r"\b(expected|expects|likely|anticipated|anticipates|probably|projected|forecast|predicted"
    + _HOPE
    + r"|hoped|may well|could soon|soon|imminent|on track"
    # "residents should see the first new trees before Christmas": "should" of what will come, not of a duty
    r"|should (?:see|arrive|reach|be (?:finished|complete|completed|ready|done|open|in place|up and running"
    r"|approved|signed|delivered|planted|installed|live))"
    # "which should shorten desk queues noticeably": an effect foretold
    r"|should (?:shorten|reduce|cut|improve|increase|lower|raise|save|speed up|ease|boost|halve|double|lift|bring down"
    r"|make (?:a|the) (?:big |real )?difference))\b",
    "ongoing": r"\b(is|are) (being |currently |still )?(carried out|conducted|underway|under way|in progress|ongoing)\b"
    r"|\b(is|are) (currently |still )?\w+ing\b|\bcurrently\b|\bin progress\b|\bunderway\b",
    "commitment": r"\b(guarantees?|guaranteed|promises?|promised|commits? to|committed to|will definitely|is certain to"
    r"|are certain to|ensures? that|assures?|vows?|pledges?)\b",
    "condition": r"→|->|⇒|\b(must|only|before|until|requires?|required|needs?|needed|once|after|unless"
    r"|subject to|provided|only if|only after|conditional|depends? on|has to|have to"
    r"|mandatory|compulsory|obligatory|a must|prerequisite|precondition|reserved (for|to))\b"
    # "a branch librarian confirms any waiver first": beforehand, at the end of the clause
    r"|\b(first|beforehand|in advance)(?=[\s*_)]*[.;:!]?[\s*_)]*$)",
    "cond_context": r"\b(once|after|before|until|when|if|unless|upon|pending|depend(s|ing)? on|following|as soon as)\b",
    "exception": r"\b(except|with the exception of|exceptions? (is|are|will be|can be|may be) (made|granted|allowed)"
    r"|the (one|only|single) exceptions? (is|are)|(an|one) exception (is|applies|can be made)"
    r"|unless|other than|apart from(?! the (start|outset|beginning)| each other| one another)|in urgent cases"
    r"|in an emergency|in emergencies|in (special|exceptional|urgent) (cases|circumstances)"
    # a permission for those who fail the requirement: "bidders who cannot provide one by the deadline may submit it
    # before the contract award"
    r"|(who|that) (cannot|can't|do not|don't|fail to|are unable to|are not able to)\b[^.;]{1,60}?\b(may|can|will be "
    r"allowed to|are allowed to|are permitted to))\b"
    # "…, although trial holes for the column bases may be dug beforehand": something let go ahead of the requirement
    r"|\b(?:although|though|but|however)\b[^.;]{1,60}?\b(?:may|can|could|is allowed to|are allowed to|are permitted to)"
    r"\b[^.;]{0,30}\b(?:beforehand|in advance|before then|before that|ahead of (?:it|that|time))\b",
    # "It's strictly the steel truss spans of those two bridges"
    "only": r"\b(only|solely|exclusively|just|limited to|restricted to|no other|and no others|alone"
    r"|strictly(?= (?:the|for|to|about)\b))\b",
    "all": r"\b(all|every|entire|whole|network-wide|system-wide|across the network|across all|each of the)\b",
    # "excl. mobile library vans": the abbreviation
    "exclude": r"\bexcl\.|\b(not included|not include|excluded|excluding|excludes|exclude|except|not part of"
    # ("outside" but not in a thing's name: "the mobile outside-broadcast kit", "outside seating")
    r"|outside(?![-‐‑]\w| (?:broadcast|seating|lighting|space|areas?|toilets?|works|contractors?|caterers?)\b)"
    # "the changing rooms and the café don't come into it"
    r"|(?:don['’]t|doesn['’]t|do not|does not|won['’]t|will not) (?:come|figure) into (?:it|this|the scheme)"
    r"|left out"
    # "the shop fit-out is at the co-op's own cost": paid by the applicant itself, outside the grant
    r"|at (?:its|their|the [\w-]+(?:['’]s)?|our) own (?:cost|expense)|self-funded"
    # "the café extension and the staff car park are left alone": not touched by the works
    r"|(?:is|are|was|were|will be|stays?|remains?) (?:being )?(?:left )?(?:alone|untouched)"
    r"|stays? out|staying out|stayed out|kept out|falling outside|fall outside|leaving out|leaves out|leave out"
    r"|keeps? out"
    r"|out of the pilot|out of scope|not in the pilot|sits? outside|falls? outside|sits? (this one |it )?out"
    r"|sitting (this one |it )?out|sat (this one |it )?out|miss(es)? out|are skipped|is skipped"
    r"|not take part|not taking part|not covered|not cover|neither|nor|not participate|not participating"
    r"|are not|is not|isn't|aren't|will not|won't|do not|does not|no part|out of scope"
    r"|withdrawn|withdrawing|withdrawal of|dropped|removed|cancell?ed|scrapped|struck out|taken out"
    r"|(is|are|was|were|stays?|remains?) out"
    r"|pulled|pulled out|left off|off the table|no longer (?:part of|included|covered)"
    # "Lot C is off": called off, out of it
    r"|(?:is|are|was|were) (?:now |also )?off(?: it| them| the list)?(?=\s*(?:[,;.)]|$|and\b|—|–|-))"
    # "the visitor centre costs were ineligible": the thing's costs ruled out of the grant
    r"|(?:were|was|is|are|being|been) (?:deemed |ruled |judged |found )?(?:ineligible|not eligible)\b"
    # "the data-storage servers are paid for from a different pot": outside this budget, said of the thing
    r"|(funded|paid for|financed|budgeted) separately"
    # "The panel cut the vouchers", "declined to fund the broadband vouchers": taken out of the award
    r"|(?:declined|refused) (?:to (?:fund|cover|pay for|support)|funding for)"
    r"|(?:would not|won['’]t|did not|didn['’]t) (?:fund|pay for)"
    r"|\bcut(?= (?:out )?(?:the|its|their) [\w-]+(?: [\w-]+)?(?:[,;.]| because\b))"
    # "roof waterproofing is a separate project" (另外立项)
    r"|(is|are|will be) (a |an )?separate (project|item|matter|scheme|application|bid|contract|tender)"
    r"|(paid for|funded|financed|covered|met) (from|out of|by|through) (a |an )?(different|separate|another|other"
    r"|its own|their own) (pot|budget|budget line|fund|funding|money|source|programme|program)"
    # "but is left for a later phase": put off to another phase, not in this one
    r"|(left|held over|deferred|put off|pushed back) (for|to|until) (a|the) (later|next|future|second) "
    r"(phase|stage|round|tranche))\b(?! of (?:the )?(?:box|date|stock|order|hours|office))",
    "range": r"\b(to|until|till|through|and)\b|–|—|-",
    "start": r"\b(from|starting|starts?|begins?|beginning|opens?|commenc\w*|kick(?:s|ed|ing)? off"
    r"|gets? (?:going|underway|under way)|getting (?:going|underway|under way))\b",
    "end": r"\b(until|till|through|ends?|ending|closes?|finish(es|ing)?|concludes?|wraps? up|wrapping up|winds? up"
    r"|winding up|comes? to an end|coming to an end)\b"
    r"(?! of (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|this|next|the month|the year))",
    "min_bound": r"\b(at least|minimum|no less than|more than|upwards of|a floor of|lower limit)\b",
    "max_bound": r"\b(capped|caps|cap|at most|at the (?:very )?most|maximum|max|up to|no more than|not exceed"
    r"|not to exceed|ceiling|limit|limited"
    r"|not go (above|over|beyond)|cannot go (above|over|beyond)|not (be )?more than|no (higher|greater) than"
    r"|tops? out at"
    # "The most the fund will pay out on this application is AUD 1.35 million"
    r"|the most (?:that )?(?:the |it |they |we )?[\w' ]{0,40}?(?:is|are|was|were|will be|would be"
    r"|would have been|can be)"
    r"|within)\b|n't (exceed|go (above|over|beyond|past)|rise above|top)\b|\bnot (go past|rise above)\b"
    # "We can't spend more than 7.2 million dollars in total"
    # "The fund won't give any project in this round more than £310,000", "No project will get more than …"
    r"|\b(?:can[’']t|cannot|can not|won[’']t|will not|must not|mustn[’']t|may not|shall not|does not|doesn[’']t"
    r"|do not|don[’']t) (?:[\w’'-]+ ){1,7}?more than\b"
    r"|\bno (?:[\w’'-]+ ){1,4}(?:will|can|may|shall|is to|gets?|receives?) (?:[\w’'-]+ ){0,3}more than\b",
    "respectively": r"\brespectively\b",
    "label_words": r"\b(period|dates?|time|timeline|scope|budget|amount|cost|approval|status|progress|plan|planned"
    r"|condition|quantity|deadline|go-?live|completed|done)\b",
    "heads": r"\b(branch(es)?|librar(y|ies)|sites?|locations?|routes?|lots?|depots?|networks?|regions?|stores?"
    r"|warehouses?|offices?|departments?)\b",
}

# Status of an approval, from the most specific form to the least. A clause gets the first status that matches.
# A first stage of a review, passed before the decision ("省级初审", "the preliminary review"): the status lists read
# it as pending, and an answer's stage the material never names is an invented completion (unsupported/progress.py)
STAGE_ZH = "初审|预审|初评|初步审查|初步评审|形式审查|资格审查|第一轮|第一阶段|首轮|专家评审|专家论证|技术评审"
STAGE_EN_FIRST = "first|initial|preliminary|first-stage|first-round"
STAGE_EN_STEP = "review|assessment|screening|round|stage|check|appraisal|vetting"
# a first stage named ("县级初审", "the preliminary review"): passing it decides nothing
STAGE = re.compile(rf"{STAGE_ZH}|\b(?:{STAGE_EN_FIRST})[- ](?:{STAGE_EN_STEP})\b", re.I)
# a label or heading that announces who does what ("Responsibilities:", "Who does what", "分工：")
# what a sum is said to include, the spoken way ("总投资54万块钱，设备和安装都算进去了"): the acts named before it are
# items of the sum, none reported done
# the spoken words for a survey (调研): "需求摸底" is "需求调研"; one list for the alias forms and the restatement units
SURVEY_SPOKEN_ZH = r"摸底|摸排"
INCLUDED_IN_SUM_ZH = r"(?:算进去|算在内|算在里面|包含在内|包括在内|含在(?:里面|内))"
DUTY_LIST_LABEL = re.compile(
    r"\b(?:responsibilities|roles|who does what|who(?:'s| is) doing what|division of (?:work|labour|labor))\b"
    r"|分工|职责|谁负责",
    re.I,
)

_STATUS_ZH = [
    (
        # the applicant took the application back ("在评审前主动撤回了申请", "把申请撤了"): no decision was made
        "withdrawn",
        r"(?<![未没不])(?<!没有)(?<!尚未)(主动)?(?:书面|正式)?撤回(了)?(?!补充)|撤销了?(该|本|这份|原)?申请|(申请|申报)(已经?|也)?(被)?撤(了|下|掉|销)|撤了(申请|申报)|(?<=自己|自行)撤(?:了|掉了|回了)"
        # the applicant gave up a grant it was awarded ("正式放弃该项资助", "把这笔资助放弃了")
        r"|(?<![未没不])(?<!没有)(?<!尚未)(?<!不会)(主动|正式|书面)?放弃(了)?(该|本|这|此)?(项|笔)?"
        # ("放弃这笔已获批准的补助": the thing given up, described)
        r"(?:[^，。；的]{1,8}的)?(资助|补助|资金|拨款|经费|申请)"
        # "书面谢绝了资助要约", "婉拒了这笔资助": the grant offered, turned down by the applicant
        r"|(?<![未没不])(?:书面|正式)?(?:谢绝|婉拒|拒收)了?(?:该|本|这|此)?(?:项|笔)?(?:资助|补助|资金|拨款)(?:要约)?"
        # "街道已于4月15日书面放弃市级申报": a request of its own given up
        r"|(?<![未没不])(?<!没有)(?<!尚未)(?<!不会)(?<!视为)(?<!视同)(主动|正式|书面)?放弃(了)?[\u4e00-\u9fff]{0,4}?(申报|申请)"
        r"|(资助|补助|资金|拨款|经费)(给)?放弃了"
        # the applicant asked to end an approved project, and the funder agreed ("镇里主动申请终止项目",
        # "市文旅局复函同意终止，原批复不再执行"): the grant given back, no decision against it
        r"|(?<![未没不])(?<!没有)(?<!尚未)(?<!不会)(主动|自行|书面)?(申请|提出|要求)终止(?!总结|报告)"
        r"|(?<![未没不])(?<!没有)(?<!尚未)(?<!不会)同意(了)?(其|该|镇里的?|村里的?|项目)?终止(?!总结|报告)"
        # "申报已视为放弃": the rule's outcome said to have come ("逾期…视为放弃申报" alone is the rule)
        r"|(?<![未没不])(已经?|已被|现已)视为(主动)?放弃(了)?(申报|申请)?"
        # "街道已于5月20日主动放弃，补助作废", "写信说这笔钱不要了": given up, the object left unsaid or said plainly
        r"|(?<![未没不])(?<!没有)(?<!尚未)(?<!不会)(主动|正式)放弃(了)?(?=[，。；、）)]|$)"
        r"|(这|该|那)笔(钱|资金|补助|资助|拨款)(就|也)?不要了|(说|表示)(这笔|该笔)?(钱|补助|资助|资金)不要了",
    ),
    (
        "conditional",
        r"原则上?(同意|批准|通过|获批)|原则上(是)?(点了?头|松了?口)|有条件(地)?(批准|批复|通过|同意)|附条件|初步(同意|批准|通过|获批)"
        r"|暂时(同意|批准)|默许"
        # "同意续签，但附带条件：…": an agreement that carries conditions
        r"|(?<![无没未不])(?<!没有)(?<!并未)(附带|附加|附有|带有|带|设有|提出|附)(了)?([一二两三几若干多项个]+)?(前提)?条件|(?<![无])条件(性)?(同意|批准|通过)"
        # "批准采购，但以州补助获得确认为条件", "前提是补助到位"
        r"|以[^，。；]{2,30}为(前提|条件|先决条件)"
        # "但通过是有前提的", "批是批了，不过有个前提"
        r"|(通过|批准|同意|批)(是|也是)?有(一个|个)?(前提|先决条件|条件)的?|(但|不过|只是)有(一个|个)(前提|条件)"
        # "点了头，不过是有前提的：…" (not "但有条件的单位", units that are able to)
        r"|(但|不过|只是)(是|也是)?有(几个|两个)?(前提|先决条件|条件)(的(?![\u4e00-\u9fff])|(?=[：:，,。；]))"
        # "已经点了头，但不是无条件的": approval, said to carry conditions by denying it has none
        r"|(点了?头|批准|同意|通过|批了)[^。；]{0,12}(不是|并非|并不是)无条件"
        # "基金官员依授权批准了该申请，但须经过28天复议期": approved, with a step it must still pass
        r"|(?<![未没不])(批准|同意|批复|批)了?[^。；]{0,20}[，,]\s*(但|不过|只是)(仍|还)?(须|需|要)(先)?(?:在[^，。；]{0,8}?)?(经过|经|等待?|满足|取得)",
    ),
    (
        "rejected",
        # "既未批准也未否决", "也没有否决": a refusal denied is no refusal (the decision is still to come)
        # ("2026年5月20日撤销批准": an approval revoked by whoever gave it)
        r"(?<![未没不])(?<!没有)撤销了?(?:该项?|此项?|原|对[^，。；]{0,10}的)?(?:补助|资助|项目|原)?(?:批准|批复|立项|资助|补助决定|审批)|"
        # "该申请已失效": the application lapsed, ended without a decision to come (the material's "lapsed")
        r"(?<![未没不])(?<!尚未)(?:申请|申报)(?:已经?|已|也|随之|自动|因此)*(?:失效|作废)(?!前|后|之前|以后)|"
        # "竹岭村的塘在湿地保护区里头，不支持": support refused, said short ("支持不支持", "是否支持" ask)
        r"(?<![是否还尚持])(?<!并非)不(?:给|予)?支持(?=[\W_]|$|了)|"
        # "原批复已于2026年6月23日被撤销", "批准已被取消": the approval named first, then revoked
        r"(?<![拟未])(?:批准|批复|立项|资助决定|补助决定|审批结果)(?:文件)?[^，。；未没不]{0,20}?(?:被|已|已经|于)"
        r"[^，。；未没不]{0,16}?(?:撤销|取消|撤回|废止|作废)(?!申请)|"
        r"把(?:批准|批复)(?:给)?(?:撤|收)(?:了|销|回|掉)|(?:批准|批复)(?:被|给)?撤(?:销|回)了?|"
        # "2026年3月12日批复立项，逾期未开工，9月28日被撤销": the approval named before, then revoked
        # ("5月20日被书面撤销", "2026.5.20书面撤销", "于5月20日被区城管局书面撤销")
        # (said alone, no object after it: not "6月12日撤销原决定并批准申请", the refusal revoked)
        r"(?<=[日，,\d])(?:被[^，。；]{0,8}?)?(?:书面|正式|依法)?撤销(?=了?(?:[，。；,;）)\s→]|$))|"
        r"(?<![未没不非])(?<!没有)(?<!并未)(?<!尚未)(?<!也未)(?<!不是)(?<!并非)(?<!而非)(驳回|否决)|被拒|(?<![未没不])(?<!没有)(?<!并未)(?<!尚未)(?<!也未)(?<!从未)拒绝|(?<![或还])(?:不|未)予(批准|通过|同意|支持|立项|资助|补助|受理)|(?<![尚还仍暂])未(获|能获得|获得|得到)(?:[^，。；未不]{0,8}?的?)(支持|立项|资助)|落选|未入选|没有?通过审批|(?:被认定为?|认定为?|被判定为?)?不符合(?:申报|申请|资助)?(?:条件|资格)|资格审查未(?:获)?通过|未能通过|审批未通过|未获通过|(?<![未没不拟将])退回(了)?[^，。；补]{0,10}?的?(申请|申报)(?![^，。；]{0,6}补)|(申请|申报)[^，。；]{0,3}(已经?)?终结|终止(了)?(对[^，。；]{0,12})?(审查|审核|评审)|(审查|审核|评审)[^，。；]{0,4}(已经?|被)?终止|(评审|审查|审核|复审|终审|初审)[^，。；未尚还]{0,16}?未(能|获)?通过|(评审|审查|审核|那一?关|这一?关)[^，。；还尚仍]{0,8}(?<![还尚仍])没(有)?(通)?过(?!来)|不批准|被退回(?![^，。；]{0,6}补(?:[正充齐交]|了|(?=[，。；）)]|$)))|被[^，。；]{1,12}?(退回|打回|驳回)(?!补充)(?![^，。；]{0,6}补(?:[正充齐交]|了|(?=[，。；）)]|$)))|打回来(?![^，。；]{0,4}补(?:[正充齐交]|了|(?=[，。；）)]|$)))|不同意(?!见)"
        # "2026年3月12日给打回来了": sent back, turned down
        r"|(被|给|给了?打)?打回(来|去)?了(?![^，。；]{0,4}补(?:[正充齐交]|了|(?=[，。；）)]|$)))|被打回(?![^，。；]{0,6}补(?:[正充齐交]|了|(?=[，。；）)]|$)))"
        # "区教育局在6月3日没有同意": the body decided; "还没有同意", "目前没有批准" are still pending, and
        # "既没有批准，也没有驳回" says neither
        r"|(?<![还尚仍暂也都既])(?<!目前)(?<!至今)(?<!现在)(?<!暂时)(?<!仍然)没有(同意|批准)(?![书函见]|[^，。；]{0,6}(之前|以前|前|的))"
        # "资金申请没通过，被否了": turned down at the meeting, said the spoken way
        # ("哪部电梯没通过区特种设备检验所的验收，就…": a test a thing fails, in a rule's case, no refusal)
        r"|(?<![还尚仍暂也都既])(?<!目前)(?<!至今)(?<!现在)(?<!暂时)(?<!仍然)没有?通过(?![^，。；]{0,6}(之前|以前|前|的))"
        r"(?![^，。；]{0,16}(?:验收|检验|检测|考核|测试|试验|年检|体检))"
        r"|(被|给)否(了|掉|决)|否掉了"
        # "批准已于2026年3月14日失效": an approval no longer in force
        r"|(批准|批复|资助|补助|立项)(已经?|已于[^，。；]{0,14})?(失效|过期|不再有效|不算数)"
        # "5月26号省里专家复审没给过": the later review did not pass it
        # (not "复审没过、资金文件没下来之前，…不能签": the time before it passes, a rule's condition)
        r"|(复审|终审|专家评审|评审|审核|审查)[^，。；]{0,4}?没(有)?给?过(?![^，。；]{0,2}[吗呢])(?!程)"
        r"(?![^，。；]{0,14}?(?:之前|以前|前))"
        # "县教育局直接给退了回来，连评审都没进": sent back, turned away (not "退回来补材料")
        r"|(?:给|被)?退了回来(?![^，。；]{0,6}补)|退回来了(?![^，。；]{0,6}补)"
        # "县体育局书面退回", "申请已被退回" (not "退回补正", "退回修改后重新提交": sent back to be completed)
        r"|(?<![未没不])(?:书面|直接|已|已经|被|予以|于[^，。；]{2,12}?)退回(?:了)?(?:申请|申报材料|材料)?"
        r"(?![^，。；]{0,10}(?:补正|补充|补齐|修改|完善|重新提交|重报|原因|理由))"
        # "把申请驳了回去", "给驳回来了": turned down, the spoken way
        r"|(?<![未没不])驳了回(?:去|来)|(?<![未没不])(?:给|被)驳(?:了|回来了|回去了)"
        # "2月27日说不给钱": turned down, said the spoken way ("还没给钱" is money not yet paid)
        r"|(?<![还尚仍没未给批])不(给|批)(钱|资金|补助|资助|这笔钱)",
    ),
    (
        "pending",
        # an oral yes, the written decision not issued ("分管领导口头表示同意，但正式批复文件尚未下发", "嘴上答应了"):
        # no decision yet (not before a step: "经分管领导口头同意后可先行签订", a rule's condition)
        r"(?:口头|嘴上)(?:表示|表态)?(?:同意|批准|答应|认可)(?:了)?(?![^，。；]{0,4}(?:后|前|才|方可))|"
        # "重新审到现在还没出结果": the review's outcome not out yet
        r"(?:审|评审|审核|复核|审查)[^，。；]{0,8}?(?:还没|尚未|仍未|暂未|没)有?出?结果|"
        # "补助的事还没定下来", "局党组会尚未审议", "尚待局党组会审议": the deciding body has not decided yet
        r"(?:还|尚|仍)(?:没|未)有?(?:定下来|拍板|定论)|(?<![已])(?:尚未|还没有?|仍未)(?:开会)?(?:审议|审定|上会)|"
        r"(?<![等期])(?:尚|仍|还)?待[^，。；]{1,12}?(?:审议|审定|研究决定)(?![^，。；]{0,4}(?:后|通过|同意))|"
        r"审批中|审批当中|审批流程中|审核中|(?<![未没不])在(?:复核|评审|审查)(?:中|当中|阶段)(?![^，。；]{0,4}(?:被|未|没))|仍在审批|正在审批|尚在审批|还在审批|处于审批|待审批|待批|待定|等待(审批|批准|批复|决定|结果|审核|(?:二次|第二次|再次|第二轮)?评审|复审|再审|重审)|修改后再审|改(?:完|好)了?再审|(?:就|还|正|仍|现在)等着?(?:第二轮|二次|第二次|再次)评审|(?:二次|第二次|第二轮)评审(?:尚未|还没有?|未)(?:开始|进行|召开|举行)"
        # ("仍在等待区体育局最终批复": the party named between)
        r"|(?:仍在|还在|正在|尚在)?等待[^，。；]{1,10}?(?:最终|正式)?(?:批复|批准|审批|决定)"
        # ("审批状态：待市教育局批复": the body named between 待 and its decision, no step after it)
        r"|(?<![须需必等期])待[^，。；待]{2,10}?(?:批复|批准|审批)(?![^，。；]{0,4}(?:后|通过|同意|才|方))"
        # ("目前等待专家评审": the review still to come)
        r"|(?:仍在|还在|正在|尚在|目前)?等待(?:专家|技术|综合|现场)(?:评审|审查|论证)"
        # ("该决定已被提请审查，目前暂停，尚未生效": a decision taken, called in before it took effect)
        r"|(?:决定|批准|批复)[^，。；]{0,4}(?:已经?)?被提请(?:审查|复议|复核)|(?:决定|批准|批复)[^，。；]{0,6}暂停执行"
        # ("预算…卡在投资委员会那里，没批", "批复仍未下来", "具体还得看审批结果": colloquially, not approved yet)
        r"|(?<![\u4e00-\u9fff])(?:还|仍|也)?没(?:有)?批(?:下来)?(?=[，。；）)]|$)|批复(?:仍|还|尚)?未(?:下来|下达)"
        r"|卡在[^，。；]{1,12}(?:那里|那儿|手里|这一?关)|(?:还)?得看审批(?:结果)?"
        # ("资助决定尚未作出", "| 资助决定 | 尚未作出 |": the decision not made yet)
        r"|决定\s*[:：|]?\s*(?:尚未|还没有?|暂未|仍未)(?:作出|做出|下达|出来)"
        r"|尚未(获得?|得到|取得)?(正式|最终)?(批准|批复|获批|审批|签批|通过|作出决定|做出决定|有结论|定论|决定)|(一切|都|均)未决定|(尚未|暂未|还没有?|未被|仍未)受理|资金(尚未|还没有?|暂未|仍未)落实|(批准|批复)尚未(取得|获得|下达|作出)"
        # "于2026年4月8日暂停审查", "审查已暂停": the review halted, no decision until it resumes
        r"|暂停(?:了)?(?:审查|审核|审批|评审)|(?:审查|审核|审批|评审)(?:已经?|被)?(?:暂停|中止|搁置)|中止(?:审查|审核|审批)"
        # "把审查先停了", "审核暂时停下来了": the review stopped for now, the spoken way
        r"|(?:审查|审核|审批|评审)(?:工作)?(?:先|暂时|已经?|也)?停(?:了|下来?了?)"
        r"|(?:前|之前)(?:不|暂不)作(?:出)?(?:是否批准的)?决定"
        # "未作最终决定", "最后怎么定还没说": the decision not made yet
        r"|(?<![尚])(?:未|没有?)(?:作|做)(?:出)?(?:最终|正式)?(?:决定|结论)|怎么定(?:还|仍|都)?(?:没|未)(?:说|定)"
        # ("重新审查中", "处于重新审查阶段", "商务局还在重新审", "还没个定论": a decision set aside, made again)
        r"|(?:重新|正在|仍在|还在|尚在)(?:审查|审核|评审)中|处于重新(?:审查|审核|评审)阶段|(?:仍|还|正|尚)在重新审(?:查|核)?"
        r"|重新(?:审查|审核|评审)(?:工作)?(?:尚未|还没有?|仍未)(?:完成|结束)|(?:还|尚|仍)?没(?:有)?个?定论"
        r"|把(?:审查|审核|审批|评审)(?:给)?停(?:了|下)|(?:审查|审核|审批)(?:就)?停了|还悬着|悬而未决"
        # "尚未正式立项", "列入拟支持项目名单，仍在公示期内": proposed for support, the decision after the notice period
        r"|(?:尚未|还没有?|仍未|暂未|没有?)(?:正式)?立项|(?:列入|进入|纳入|进了|在|位列)[^，。；]{0,30}拟(?:支持|资助|立项)"
        r"[^，。；]{0,6}名单|(?:仍|还|尚|正)(?:在|处于)公示期|公示期(?:尚未|还没有?|未)(?:结束|届满|期满)"
        # "审批状态：拟支持，公示中": proposed for support, its notice running
        r"|^\W*拟(?:支持|资助|立项)(?!项目|对象|名单)|(?:正在|仍在|尚在)?公示中"
        # "市级复审尚未开始", "市里的复审还没动": the deciding review not begun
        r"|(?:复审|终审)(?:工作)?(?:尚未|还没有?|仍未|未)(?:开始|启动|进行)|(?:复审|终审)还没动"
        # "投委会还没点头", "上级还没松口": no yes yet
        r"|(?:还没有?|尚未|仍未|暂未|没)(?:正式)?(?:点头|松口|拍板|表态)"
        r"|处于[^，。；]{0,12}审批|未(获得?|得到)?(批准|批复)|未获批|还没(有)?(获得?)?(批准|批复|获批|通过|结果|决定)"
        r"|(尚未|未|还没有?|没有)(获得?|得到)?同意(?!见)|(还没有?|尚未|未|没有)(作出|做出|给出)(任何)?(最终|正式|新的?)?(资助|审批|立项|补助|评审)?(决定|结论|批复)"
        r"|没有(获得?|得到)?(批准|批复|获批)|还没批|没批下来|还没(有)?下来|尚未下达|没下来|(?:尚|暂|仍|还|目前|现)无(任何)?(新的?)?(资助|审批|立项|补助|正式|评审|审查|最终)?(结论|结果|决定|定论)|未作(出)?(任何)?(资助|审批|正式)?决定|(?:未|没有|尚未|没)能?形成(?:任何)?(?:决定|决议|结论)|(?<!逾期)(?<!期限内)(?<!时限内)(尚未|还没有?|未|没有)(作出)?(答复|回复|回应)|未有(结论|决定)|没有(任何)?(资助|审批|立项|补助|正式|审查)?(结论|决定)|(尚未|未|还没有?|没有)(作出|做出|给出)是否[^，。；]{0,8}?的?(决定|结论)|(还|尚|仍)?没(有)?(任何|个)?说法|(?<!有)无(任何)?(资助|审批|立项|补助|审查)(结论|决定)|仍待|有待|走审批|尚未审批完|审批尚未"
        # "主任办公会研究后暂未表决", "开会议过了，但没表决", "立项这事还没定"
        r"|(暂|尚|还)?未(进行)?表决|没(有)?(进行)?表决|(还|尚)没(有)?定(下来)?(?![期时])"
        # "省厅尚未对是否支持作出决定", "处于限期补正阶段": no decision on it yet, the file still being completed
        r"|(尚未|暂未|未|还没有?|没有)对[^，。；]{0,12}?(作出|做出|给出)(任何)?(最终|正式)?(决定|结论|答复)"
        r"|处于[^，。；]{0,6}补正|补正阶段|待补正|补正期内|补正中"
        # "基金尚未重新作出决定", "要求基金重新决定": sent back, to be decided again
        r"|(尚未|还没有?|暂未|未)重新(作出|做出)?(决定|审批|评审|批复)|(要求|责令|责成)[^，。；]{0,8}?重新(作出|做出)?(决定|审批|评审)"
        r"|等候|待(集团|投资委员会|委员会|上级|董事会)"
        # "董事会决定暂缓表决", "先搁置，补充材料后再议": the decision put off
        r"|暂缓(表决|审议|审批|批准|决定|作出决定|下达|印发|发文|批复|支持|资助|立项)|(批复|批文)[^，。；]{0,6}暂缓|处于暂缓|(暂时)?搁置|推迟(表决|审议|决定)|择期再议|再行(审议|提交)|退回补充"
        # "没给拨付方案放行，而是先搁下…再议": the colloquial deferral
        r"|先?搁下|搁一搁|放一放|先放着|缓一缓|没(有)?给?[^，。；]{0,8}放行|再议"
        # "以材料不全为由退回补正", "把申请打回来让补正": returned for correction, to be decided when resubmitted
        r"|(退回|打回来?)[^，。；]{0,4}补(?:[正充齐交]|了|(?=[，。；）)]|$))"
        # "列入候补名单", "进了备选项目库": kept in reserve, funded only if a place comes free
        r"|(列入|纳入|进入?了?|放进|放在|排在)[^，。；]{0,8}(候补|备选)|候补名单|候补项目|^\W*候补\W*$"
        # "现在还在审", "还在走流程": under review, said the spoken way
        r"|(还|仍|仍然|正|正在|尚)在(审|评审|审核|走流程)(?!批)|还在走(审批)?流程"
        # "申请已于1月18日通过省级初审", "初审已经过了": a first stage passed, the decision still to come
        rf"|(?<![没不未])通过(了)?[^，。；]{{0,16}}?({STAGE_ZH})"
        r"|(初审|预审|初评)(已经?|也|是|倒是)?(通)?过了"
        # "评审这一关已经过了": the review stage passed, said the spoken way
        r"|(评审|审核|审查)(这一?关|那一?关)(已经?|也|是|倒是)?(通)?过了"
        # "专家评审已经过了，现在还在公示": the experts' review is a stage, the decision still to come
        r"|(专家|技术|形式|资格)(评审|审查|审核|论证)(已经?|也|是|倒是)?(通)?过了"
        # "目前尚待县农业农村局决定", "县里到现在还没拍板"
        r"|(尚|仍|还|仍然)待[^，。；]{0,12}(决定|审批|批准|批复|审定|定夺)|(还|尚|仍|都)?(没有?|未)(最终)?拍板"
        # "省基金暂停了该项批准", "批准被暂停": an approval suspended, not in force, its fate still to be decided
        r"|(?<![未没不])(暂停|冻结|中止|暂缓执行)了?(该项?|此项?|这项|原|对[^，。；]{0,10}的)?(批准|批复|资助|补助|拨款|拨付)"
        r"|(批准|批复|资助|拨款)(已经?|也)?(被|给)?(暂停|冻结|中止)"
        # "6月18日被省基金暂停", "把这个批准按下了暂停键", "被叫停"
        r"|(?<![未没不])被[^，。；]{0,10}?(暂停|冻结|叫停)(?!使用|营业|施工)|按下?了?暂停键|叫停了?(该项?|此项?|这项)?(批准|资助|拨付)?",
    ),
    (
        "approved",
        # "市政府点了头" decided; "得仓库主管点头认可才算数" is the consent a rule asks for
        r"(?<![没不未得须需要])(?<![得须需要][\u4e00-\u9fff])(?<![得须需要][\u4e00-\u9fff]{2})"
        r"(?<![得须需要][\u4e00-\u9fff]{3})点了?头(?!之前|以前|前|[^，。；]{0,6}才)|资金(已经?)?到位|已(经)?拨付|已(经)?下达|获得?[^，。；未不]{0,10}?(批准|批复|同意)|已获[^，。；未不]{0,24}?(批准|批复|同意)|得到(批准|批复|同意)|获批|已(经)?(正式|最终|全额|全部|顺利|如期)?批准|"
        r"已(?:于|由|经)[^，。；未不报送交请]{0,30}?(批准|批复|同意|通过)|(?<![未没不])(审议|表决|会议|投票|上会)(已经?)?通过|已(经)?(正式|最终|全额|全部|顺利|如期)?批复|批准了|(?<![未没不若如旦待果])(也|均|都|已)?被(批准|批复)|(?<![未没不待])(全额|足额|如数)批复|于?(?:\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*[日号]|\d{4}[./-]\d{1,2}[./-]\d{1,2}(?!\d))[^，。；未不待尚报送请交申须需经应前将拟要]{0,12}批(?:复|准)(?!意见|文件|后|之后|以后|前|的)|审批(已|已经)?通过|通过(了)?审批|已(经)?(正式|最终|全额|全部|顺利|如期)?同意|核准|批下来|审批完成|审批结束|已审批"
        # "该批准维持有效": the approval stands
        r"|(批准|批复|立项|资助)[^，。；未不]{0,4}(维持|保持|仍然?|依然|继续)有效"
        # "区住房局部分批准": approved, for a part of what was asked
        r"|(?<![未没不])(?<!尚未)部分(?:批准|同意|获批|批复同意)"
        # "2026年5月26日通过省级专家复审": the last review passed (not a first stage: 初审)
        r"|(?<![未没不])通过[^，。；未不]{0,8}?(?:复审|终审)(?!后|之后|以后|前)"
        # "已于4月15日按申请的80%补助比例全额批准": approved as applied for
        r"|已(?:于|由|经)?[^，。；未不]{0,24}?按[^，。；未不]{0,16}?(?:全额|足额|如数|原额)?(?:批准|批复|同意)(?!后|之后|以后|前)"
        # "一期的钱早就批了": approved, said the spoken way
        r"|(?<![没未不还])(早就|早已|已经|都|就)批(下来)?了(?!吗|么|没)"
        # "教育局本来批了，后来…收回去了": the approval once given, said as the history before what undid it
        r"|(?:本来|原本|原先|起初|一开始|当初)(?:是|已经?)?批(?:了|过|准了|复了)"
        # "直接把项目批了下来", "所以这笔申请算是批了"
        r"|(?<![没未不还])算是?(?:批了|批下来了|通过了|同意了)|(?<![没未不还])批了下来|(?<![没未不还要想])把[^，。；]{1,12}批(?:了下来|下来了|准了|复了)"
        # "二〇二六年四月八日经省资金管理办公室批准；": a decision reported (not "须经…批准后", a rule's condition)
        r"|(?<![须需应要未必得只])经[^，。；须需]{2,20}?(批准|批复)(?![后前的才方再之])(?=[，。；）)]|$)"
        # a bare 同意 as the decision ("委员会同意续签"); 不/未/尚未同意 matched above, 同意书/同意函 are documents
        # ("征得相关人员同意", "的同意", "经主管同意后" are a requirement's consent, not a decision)
        r"|(?<![不未没得的])(?<!征得)(?<!取得)同意(?![书函见后])(?!了?(才|方可|方能))"
        # "方案在局务会上过了", "评审过了": passed at the meeting, said the spoken way
        r"|(?<![没不未])(?<!专家)(?<!技术)(?<!形式)(?<!资格)(会上|会议上|审议|审核|评审|上会)(已经?)?(通)?过了"
        # "到3月19号再开会就过了": passed when the body met again
        r"|(?<![没不未])(开会|开了会|上了会)(就|便|也|已经?)?(通)?过了(?![期时])"
        # "本项目在同一批次中获得支持", "审核通过", "批准立项": the fund's yes in its own words ("未获得支持", "不会
        # 获得资助", "可获得支持" and "审核通过后" say no yes)
        # ("更容易获得支持", "争取获得支持", "难以获得资助": a general remark or an aim, no yes)
        r"|(?<![未没不会将可能望易以够需要求取])(?<!没有)(?<!尚未)获得?了?[^，。；未不会将可]{0,10}?(支持|资助)(?!的?(前提|条件))"
        r"|(?<![没不未待须需])(审核|评审|审查)(已经?)?通过(?![^，。；]{0,2}(后|前|之前|以前|才))"
        r"|(?<![没不未待须需])(批准|予以)(立项|支持|资助)"
        # "市科技局批复支持该项目", "省厅6月20日批复立项" (not "批复立项后才", a rule's condition)
        r"|(?<![没不未待须需拟])(?<!尚未)批复(?:支持|立项|同意)(?![^，。；]{0,2}(?:后|前|之前|以前|才))"
        # "已正式立项", "项目已于6月3日立项": the project established, its money decided
        r"|(?<![未没不])已(?:经)?(?:于[^，。；]{2,14}?)?(?:正式)?立项(?![通申材批的前后项])"
        # "2026年7月9日申诉复核小组批准", "作出复核决定，批准该申请": the body's yes, or the decision's verb opening
        # its clause with what it approves
        r"|(?<![未没不])(小组|委员会|会议|办公会)(已经?|正式)?(批准|核准|批复)(?![意文后前的书函])"
        # "已于2026年3月16日作出立项批复", "授予补助": the project approved, the grant awarded
        r"|(?<![未没不])(作出|下达|给予)(了)?立项批复|(?<![未没不])授予(了)?(补助|资助|资金)"
        r"|^\W*(批准|核准)了?(该|本|此|这项|这份)?(申请|项目|申报)(?![后前的书材表])"
        # "复核委员会6月12日撤销原决定并批准申请": the second act of the decision
        r"|并(正式|当即|同时)?(全额|足额|如数)?(批准|核准)了?(该|本|此|这项|这份)?(申请|项目|申报)(?![后前的书材表])"
        # "区民政局局务会全额批准该申请": a body's yes with what it approves (a plan, a wait or a denial puts its word
        # between the body and the verb: "拟批准", "待…批准", "未批准")
        r"|(?<=[局委厅办会组府心部处科院])(?:正式|最终)?(全额|足额|如数)?(批准|核准)了?(该|本|此|这项|这份|其)(申请|项目|申报)"
        r"(?![后前的书材表])"
        # "局务会审议后全额批准", "全额批准；批复文件已印发": the decision after the meeting's deliberation, in full
        r"|(?<![未没不])(?:审议|研究|讨论|评审|审核|审查)(?:后|之后|以后)(?:正式|最终|决定)?(?:全额|足额|如数)?(?:批准|同意|核准)"
        r"(?![后前的书材表]|之后|以后)"
        r"|(?<![未没不待拟将果若如要需须应])(?<!尚未)(?:全额|足额|如数)批准(?![后前的书材表]|之后|以后)",
    ),
]
# "nothing is pending", "nothing left waiting on a decision": everything decided, no pending state
_ALL_DECIDED = r"(?<!nothing )(?<!nothing is )(?<!nothing's )(?<!nothing left )(?<!nothing is left )(?<!no longer )"


_STATUS_EN = [
    (
        # "withdrew the application before the review", "the bid was pulled": the applicant's act, no decision
        "withdrawn",
        r"(?<!not )(?<!n't )(?<!never )"
        # ("has not been withdrawn", "was not withdrawn", "hasn't been withdrawn")
        r"(?<!not been )(?<!n't been )(?<!never been )(?<!not yet been )"
        # (not an approval taken back by whoever gave it: "withdrew the provincial approval", "the approval was
        # withdrawn")
        r"(?<!approval was )(?<!approval has been )(?<!approval had been )(?<!grant was )(?<!award was )"
        r"\b(withdrew(?!\s+(?:its|the|their)\s+(?:[\w-]+\s+)?(?:approval|grant|award|funding)\b(?!\s+(?:application|request|bid|claim)))"
        r"|withdrawn|withdrawing|withdraws|retracted"
        r"|pulled (the|its|our|their|this) (application|bid|request|submission)"
        r"|(application|bid|request) was pulled"
        # ("took its grant application back", "took back the bid")
        # ("has since taken that request back")
        r"|(?:took|take|takes|taking|taken) (?:its|the|their|our|this|that) (?:[\w-]+ ){0,2}(?:application|bid|request"
        r"|submission) back|(?:took|take|takes|taking|taken) back (?:its|the|their|our|this|that) (?:[\w-]+ ){0,2}"
        r"(?:application|bid|request|submission)"
        # the applicant gave up a grant it was awarded ("gave up the grant", "relinquished the award")
        r"|(gave|give|giving|gives|given) up (the|its|this|that|our|their) (grant|award|funding)"
        r"|relinquish(ed|es|ing)? (the|its|this|that|our|their) (grant|award|funding)"
        # the applicant asked to end an approved project ("applied to terminate the project", "agreed to the
        # termination"): the grant given back, no decision against it
        r"|(?:applied|asked|requested|applies|asks|apply|ask) (?:the [\w-]+ )?to (?:terminate|end|close) "
        r"(?:the|its|this|our|their) (?:project|grant|scheme)"
        r"|(?:requested|asked for|applied for|agreed to|approved|accepted) (?:the |its |their |our )?"
        r"(?:early )?termination\b(?! (?:report|summary))"
        # "wrote to decline the award": the applicant turning down what it was awarded
        r"|declin(e|ed|es|ing) (the|its|this|that|our|their) (grant|award|funding|offer|grant offer)"
        # "offer declined by the council", "the fund recorded the offer as declined": the offer turned down by whoever
        # it was made to
        r"|offer (?:was |has been |had been )?declined"
        # ("recorded by the council as declined": the recorder named after)
        r"|(?:recorded|marked|noted|logged)(?: (?:the (?:grant )?offer|it))?(?: by (?:the )?[\w-]+(?: [\w-]+)?)?"
        r" as (?:declined|turned down))\b",
    ),
    (
        "conditional",
        r"\b(approved in principle|in-principle approval|conditionally approved|conditional approval"
        # "Conditional council approval (12 January 2027)"
        r"|conditional (?:[\w-]+ ){1,2}?approval|(?:a |its |their )conditional (?:yes|go-ahead|green light|nod|OK)"
        # "approved our stage-one application in principle only"
        r"|approved (?:the|our|its|their|this) [\w-]+(?: [\w-]+)? in principle"
        r"|provisionally approved|provisional approval|tentatively approved|tentative approval"
        r"|informally approved|approved subject to|approval subject to|partially approved|largely approved"
        r"|approved with conditions|approval in principle|(has|have) (basically|essentially) approved"
        # an offer that binds only once the applicant accepts ("a grant offer letter; the grant becomes binding only
        # once the society signs and returns the acceptance form", "Conditional offer", "conditional until …")
        r"|conditional (?:offer|grant|award|funding)"
        # (not a step of the process: "The Board's consideration is conditional on completion of the load study")
        r"|(?<!consideration )(?<!review )(?<!decision )(?<!assessment )(?<!meeting )(?<!vote )"
        r"(?:is|was|are|were|remains|stays) (?:still |now |only )?conditional"
        r"|conditional until|(?:becomes?|is|are|will become) binding only|only (?:becomes?|become|is|are) binding"
        r"|(?<![\w-])binds? only|only binds?|(?:is|are) not (?:yet )?binding (?:until|unless)"
        r"|^\W*binding only|^\W*conditional(?=\s*[:：(（-]|\W*$))\b"
        # up to 90 characters apart; an abbreviation's or a decimal's dot does not end the sentence ("Jan. 12")
        r"|\b(approv\w*|said yes|agreed|consented|signed off|endorsed|granted|green light|green-?lit|go-ahead"
        r"|thumbs up|gave (?:its|their) OK|okay(?:ed|'d)|gave (?:a|its|their|the) yes|blessing)\b"
        r"(?:[^.;]|(?<=\b[A-Z][a-z]{2})\.|(?<=\d)\.(?=\d)){0,90}\b(subject to"
        # "with no conditions attached", "without any conditions": no condition
        # "approved the purchase on the grant condition": up to two words before the condition
        r"|on (?:(?:the|one|a|two|(?!no\b|any\b)\w+) ){0,2}conditions?|provided( that)?|providing|as long as|so long as"
        r"|on the understanding that"
        r"|with (one|a|two|(?!no\b|any\b|zero\b)\w+) conditions?|conditional (on|upon)|contingent (on|upon)"
        # "a green light, but with a string attached"
        r"|with (one|a|two|some|(?!no\b|any\b|zero\b)\w+) strings? attached"
        r"|hinges? on|depends? (up)?on|dependent (up)?on"
        r"|with (one|a) condition|conditionally|(a |is |was )?conditional( one)?"
        # ("Approved (amount provisional)", "with a provisional grant amount": the amount is, not the approval)
        r"|(?<!amount )(?<!amount is )(?<!sum )provisional(ly)?(?! (?:grant |funding |award )?(?:amount|sum|figure))"
        r"|once the \w+ is confirmed"
        # "The panel said yes in principle on 9 March 2027"
        r"|in principle)\b",
    ),
    (
        "rejected",
        # "neither approved nor rejected", "has not been refused": a refusal denied is no refusal
        r"(?<!\bnot )(?<!\bnor )(?<!\bnever )(?<!n't )(?<!\bnot been )(?<!\bnor been )(?<!n't been )(?<!\bnever been )"
        r"\b(rejected|declined|turned down|denied|refused|vetoed"
        # "The application was unsuccessful in this round"
        r"|(?:was|were|is|has been|had been|proved|remains) unsuccessful"
        # "revoked its approval on 20 May 2026": an approval taken back by whoever gave it
        r"|revoked|rescinded|withdrew (?:its|the|their) (?:[\w-]+ )?(?:approval|grant|award|funding)"
        # (not the applicant's own request: "withdrew its grant application")
        r"(?!\s+(?:application|request|bid|claim))"
        r"|cancell?ed (?:its|the|their) approval"
        # ("so the approval is now withdrawn")
        r"|(?:approval|grant|award) (?:was|is|has been|had been) (?:now |since |then |later )?withdrawn"
        # "pulled its approval", "took the money back off the table", "clawed back the grant"
        r"|pulled (?:its|the|their) (?:approval|grant|award|funding)"
        r"|took (?:its|the|their) (?:approval|grant|award|funding|offer|money) back"
        # "the approval expired on 14 March 2026": an approval no longer in force, to be applied for again
        r"|(?:approval|grant|award|offer|yes) (?:has |had )?(?:expired|lapsed|ran out|run out)"
        r"|(?:expired|lapsed) (?:(?:on|in) )?\d+"
        # "the grant approved on 12 May 2026 has lapsed", "but has since expired": no longer in force (not "its budget
        # for the year had run out")
        r"|(?:approval|grant|award|offer|consent)\b[^.;,]{0,40}?\b(?:has|have|had) (?:since |now |already |just )?"
        r"(?:expired|lapsed|run out)"
        r"|^\W*(?:but |and )?(?:has|have|had) (?:since |now |already |just )?(?:expired|lapsed)"
        # "closed the application as lapsed", "the bid has lapsed", "shut the file": ended by the fund, no grant
        r"|(?:closed|shut)\b[^.;:]{0,40}?\bas (?:lapsed|expired|withdrawn|void)"
        r"|(?:application|bid|request|submission|file) (?:has |had |was |is )?(?:now )?(?:lapsed|expired)"
        r"|(?:closed|shut) (?:the|its|our|their|this) (?:[\w-]+ )?(?:application|bid|file|case)"
        r"(?! (?:window|round|period|portal|form|deadline))"
        # "followed by the ministry's refusal to countersign", "the board's approval has no effect": undone
        r"|refusal to (?:countersign|co-sign|sign|approve|fund|support|grant|confirm|ratify)"
        # "returned it as late", "sent the papers back as out of time": turned away unreviewed
        r"|(?:returned|sent (?:it |them |the \w+ )?back)\b[^.;:]{0,40}?\bas (?:late|out of time|too late|ineligible)"
        # "decided not to accept the application" (不予受理), "refused to accept it": turned away, not decided on merit
        r"|(?:(?:decided|voted|chose|ruled) not|refused|declined) to (?:accept|admit|consider|fund|approve|support)"
        r"(?= (?:the|its|our|their|this|it)\b)"
        r"|(?:approval|grant|award|decision) (?:now )?(?:has|had|is of) no (?:legal )?effect"
        # "| Application | Lapsed: closed by the fund on 2026-04-21 … |"
        r"|lapsed(?=\s*[:：(（—–])"
        r"|(?:was |been )?closed by the [\w'’-]+(?: [\w'’-]+)?(?= on| in| as| after| without|[,;:])"
        # "the province terminated the review": ended without a decision to come
        r"|terminated (?:the|its|their) (?:review|assessment)|(?:review|assessment) (?:was|has been) terminated"
        # "the expert review did not pass the county's application": a review stage failed
        r"|(?:review|assessment|panel|board) (?:did not|didn't) pass (?:the|its|our|their|this)"
        # "said no to the service's co-funding ask", "knocked it back"
        r"|said no|knocked (it |the \w+ )?back|gave (it )?the thumbs down"
        # "the application is not supported this year" (本年度不予支持): refused for the round, not still to come
        r"|(?:(?:is|was|are|were) not|(?:will not|won't|cannot|can't) be) (?:supported|funded)"
        r"(?= (?:this|in this|for this) (?:year|round|time|funding round|batch))"
        # "the second review failed", "failed the re-review": the decisive stage not passed
        r"|(?:second|final|re-?)(?:[- ])?(?:review|assessment) (?:failed|was failed)"
        r"|failed (?:the|its) (?:second|final|re-?)[- ]?(?:review|assessment)"
        # "ruled the application ineligible at the eligibility check": turned away before any review
        # (not a sum or a spend found ineligible: "clawed back GBP 11,200 found ineligible")
        r"|(?<!\d )(?<!spend )(?<!spending )(?<!costs )(?<!expenditure )(?<!items )(?<!invoices )"
        r"(?:ruled|found|deemed|declared|judged|assessed as) (?:(?:the|its|our|their|this) [\w-]+ )?(?:to be )?"
        r"(?:ineligible|not eligible)|failed (?:the|its) eligibility (?:check|test|screening)"
        # ("The check on 9 March 2026 found the application ineligible": the thing named, a year before the verb)
        r"|(?:ruled|found|deemed|declared|judged) (?:the|its|our|their|this) (?:application|bid|request|proposal"
        r"|submission) (?:to be )?(?:ineligible|not eligible)"
        # "the fund returned the application as ineligible at the eligibility check"
        r"|(?:returned|sent back|turned away)\b[^.;:]{0,60}?\bas (?:ineligible|not eligible)"
        # "turned the application down", "turns the bid down" (a dated log)
        r"|turn(?:ed|s)? (?:it|them|this|that|(?:the|our|its|their|this|that) [\w'’-]+(?: [\w'’-]+)?) down"
        r"|failed to (win|get|gain|secure) approval"
        # "Lanxi County's application was not supported" (未获支持): the round's no
        r"|(?:was|were|has been|have been|had been) not (?:supported|selected)"
        r"|(?:wasn't|weren't) (?:supported|selected)|did not (?:win|get|receive|obtain) (?:support|funding)"
        # "decided not to approve the funding application", "voted against it"
        r"|(decided|voted|chose|resolved) (not to|against) (approv\w*|grant\w*|fund\w*|pass\w*|support\w*|it|the)"
        # "at the final review the provincial bureau did not support it" (不予支持): the decision, in the past
        r"|(?:did not|didn't) (?:support|approve) (?:it|them|(?:the|our|its|their|this) (?:[\w-]+ )?"
        r"(?:application|bid|project|request|proposal|submission))"
        r")\b",
    ),
    (
        "pending",
        # (not "nothing is pending", "nothing left waiting on a decision": all decided)
        r"\b(awaiting|" + _ALL_DECIDED + r"pending|under (?:review|consideration|assessment|evaluation|appraisal)"
        # "we're still waiting to hear", "haven't heard back yet": no answer yet
        r"|(?:still )?waiting to hear(?: back)?|(?:have not|haven't|has not|hasn't) heard back|yet to hear(?: back)?"
        r"|awaits (?:a |its |the (?:fund's |panel's |board's )?)?(?:decision|outcome|verdict)"
        r"|not (yet )?(been )?((formally|officially|finally) )?(approved|granted|decided)"
        # "on the list of projects proposed for support", "still in the public notice period": not yet decided
        r"|(?:on|onto|in) (?:the |a |its )?(?:published )?(?:provisional )?list of (?:projects |applications |bids )?"
        r"(?:proposed|recommended|shortlisted|provisionally selected) for (?:support|funding|approval)"
        r"|(?:still |currently )?(?:in|within) (?:the |its )?(?:public )?(?:notice|objection|publicity) period"
        # "the fund returned the application as incomplete", "it has not been assessed": no decision on it yet
        # "put the application on its reserve list", "waitlisted": funded only if a place comes free
        r"|(?:on|onto|to) (?:the |its |a |their )?(?:[\w-]+['’]s )?(?:reserve|waiting) list|wait-?listed|reserve-listed"
        r"|no (?:final |formal |funding |grant |new |fresh |further )?decision"
        # "no grant has been decided", "no money has been promised": nothing decided yet
        r"|no (?:grant|funding|award|money) (?:has|have|had) (?:yet )?been (?:decided|awarded|agreed|promised)"
        # "The fund has not yet taken a new decision", "told the fund to decide again": sent back, to be decided
        r"|(?:not|n't) (?:yet )?(?:taken|made|reached|issued) (?:a |its |any )?(?:new |fresh |further )?decision"
        r"|(?:told|ordered|asked|directed|required) (?:the \w+ |it |them )?to (?:decide|reconsider|look at)\b"
        r"[^,;.]{0,40}"
        r"\b(?:again|afresh|anew)\b|(?:must|will have to|has to) (?:now )?decide (?:again|afresh|anew)"
        # "nobody has decided yet", "hasn't made its new call yet"
        r"|\b(?:nobody|no one|none) (?:has|have) (?:yet )?decided\b"
        # "passed the application down to its Northern Regional Panel", "transferred it to the regional panel": another
        # body decides, not yet
        r"|(?:passed|referred|transferred|handed)\s+(?:the\s+[\w-]+\s+|it\s+)?(?:down\s+|on\s+|over\s+)?to\s+"
        r"(?:its|the|a)\s+(?:[\w-]+\s+){0,3}?(?:panel|committee|board)\b"
        r"|(?:not|n't) (?:yet )?made (?:its|a|the|any) (?:new |fresh )?(?:call|decision)"
        # "so nothing is decided", "This is not yet a final award", "the minister's sign-off, which has not yet been
        # given": a decision still to come
        r"|nothing (?:is|has been|was) (?:yet |so far )?(?:decided|final|settled|agreed)"
        r"|not yet an? (?:final|formal) (?:award|decision|approval|grant)"
        # "the final decision rests with the trustees": the decision still to come
        r"|decision\b[^.;]{0,40}?\b(?:rests|lies|is) with (?:the )?(?:[\w-]+ ){0,3}?(?:trustees|board|committee|council"
        r"|minister|cabinet|panel)"
        # "Funding decision: not yet made", "| Decision | Not yet made |"
        r"|decision\s*[:|]?\s*(?:is |has |was )?(?:not yet|yet to be|still not) (?:been )?(?:made|taken|issued|reached)"
        r"|(?:has|have) not (?:yet )?been given|not been given yet"
        # "The formal approval of the Civil Affairs Bureau has not yet been issued" (正式批复尚未下达)
        r"|(?:approval|decision|consent|sign-off)\b[^.;,]{0,40}\b(?:has|have|had) not (?:yet )?been issued"
        # "which will decide in June 2027", "There is no grant until then", "The national decision is still open"
        r"|will (?:decide|rule|make (?:its|a|the) (?:final )?decision)(?! to\b)"
        r"|(?:there is |there's )?no (?:grant|award|funding|money) (?:yet|until)"
        r"|(?:decision|outcome|sign-off) (?:is|remains) (?:still )?(?:open|outstanding|awaited)"
        # "no grant has been decided"; an expression of interest accepted, a full application invited: the first stage
        r"|no (?:grant|funding|award|money) (?:(?:has|had|was) (?:yet )?been )?(?:decided|agreed|approved)(?! on\b)"
        r"|accepted (?:the |our |its |their )?(?:[\w'’-]+ ){0,3}?expression of interest|expressions? of interest "
        r"(?:was |were |has been |had been )?accepted|\bEOI (?:was |has been )?accepted"
        r"|(?:invited|asked) (?:us |them |it |the \w+ )?(?:for |to submit |to send |to make )?a full application"
        r"|(?:returned|sent (?:it |them )?back)\b[^.;:]{0,60}?\bas incomplete"
        r"|(?:returned|sent (?:it |them )?back) (?:[\w'’-]+ ){0,4}?for (?:completion|correction|the missing)"
        # ("not assessed on merit" beside a ruling of ineligibility is the refusal's: no merit review after it)
        r"|(?:has|have|had) not (?:yet )?been (?:assessed|evaluated|reviewed|considered)(?! on (?:its |the )?merits?)"
        r"|(?:hasn't|haven't) (?:yet )?been (?:assessed|evaluated|reviewed|considered)(?! on (?:its |the )?merits?)"
        r"|not (?:yet )?(?:assessed|evaluated)\b(?! on (?:its |the )?merits?)"
        r"|yet to be (approved|decided|granted)|has yet to|have yet to|no decision|not decided|undecided"
        r"|not (yet )?(made|taken|reached|issued) (a|its|any|the) (final )?decision|has not decided|hasn't decided"
        r"|" + _ALL_DECIDED + r"waiting (for|on)|waits? (for|on)|still to be decided|not yet decided"
        # "the board hasn't made up its mind yet", "The money hasn't been signed off yet", "has not yet decided",
        # "still has to make up its mind", "Nothing's been decided"
        r"|(?:hasn't|has not|haven't|have not) (?:yet )?made up (?:its|their) minds?|not (?:yet )?been signed off"
        # "The money hasn't been signed off yet", "the finance board is still sitting on the request"
        r"|n't (?:yet )?been signed off|(?:is|are) still sitting on (?:the|it|our|their)"
        r"|(?:has|have) not yet decided|(?:has|have) yet to decide"
        r"|(?:still )?(?:has|have) to make up (?:its|their) minds?"
        r"|nothing(?:'s| has) (?:yet )?been decided"
        r"|decision is (still )?(pending|outstanding)"
        # "the fund has not yet answered" (a request the fund must decide on): no decision yet
        r"|(?:has|have) not (?:yet )?(?:answered|replied|responded)|(?:hasn't|haven't) (?:yet )?(?:answered|replied"
        r"|responded)|no (?:reply|answer|response) (?:yet|so far|has been (?:given|received))"
        # "put off its decision", "the decision was deferred", "deferred the application": no decision yet
        r"|(?:deferred|postponed|put off|held over|adjourned|pushed back|delayed) (?:its|the|a|their|any) (?:final )?"
        r"(?:decision|ruling|verdict)|(?:decision|ruling) (?:was|has been|is|were|had been) "
        r"(?:deferred|postponed|put off|held over|pushed back|delayed)"
        r"|deferred (?:the|its|our|this|their) (?:application|bid|request)|(?:deferred|postponed) it\b"
        # "Decision: deferred by the panel on 14 October to the next round", "put off making up its mind until the
        # next round", "nothing decided yet", "no answer either way"
        r"|deferred (?:by|to|until|till)\b|put off (?:making up (?:its|their) minds?|deciding|a decision)"
        # "put the decision off on 4 March", "not a yes, not a no"
        r"|put (?:the|its|their|a) (?:final )?(?:decision|ruling) off\b|not a yes,? (?:and |or )?(?:not )?a no\b"
        r"|nothing (?:yet )?decided|no answer (?:yet )?either way|(?:couldn't|could not|was unable to) decide"
        r"|remains? (unapproved|open|outstanding)|before the (finance )?board|in review|not received approval"
        r"|no approval|not been granted|not (yet )?granted|(hasn't|has not|have not|haven't) (yet )?ruled"
        r"|not (yet )?ruled|no ruling|(isn't|is not|not) (yet )?secured|not (yet )?released"
        # "the minister must still sign off the award", "still needs the minister's sign-off"
        r"|(?:must|has to|have to|needs? to) still (?:sign off|approve|decide|rule|confirm)"
        # "carried over to the next panel meeting", "the bid has been pushed to the next meeting", "nobody decided
        # anything": the decision moved to a later sitting
        r"|(?:carr(?:y|ies|ied)|push(?:es|ed)?|mov(?:es|ed)|put|roll(?:s|ed)?|held|deferred|adjourned|postponed)\s+"
        r"(?:over\s+|back\s+|on\s+|off\s+)?(?:to|into|until|till)\s+(?:the\s+|its\s+)?(?:next|following|later)\s+"
        r"(?:year['’]s\s+)?(?:[\w-]+\s+)?(?:meeting|sitting|round|session)"
        r"|(?:nobody|no one|no-one) decided (?:anything|it)|nothing (?:got|was) decided"
        # "Nobody has said yes or no yet": neither
        r"|(?:nobody|no one|no-one) (?:has )?(?:said|given) (?:a )?yes or (?:a )?no|no yes or no"
        # "the finance board still has to decide"
        r"|still (?:has|have|needs?) to (?:decide|rule|approve|sign (?:it )?off|make (?:a|its|the|their) (?:final )?"
        r"(?:decision|call|ruling))"
        r"|still (?:needs?|requires?|awaits?|has to|have to|must) (?:get |have |receive )?(?:[\w'’-]+ ){0,5}?"
        r"(?:sign-?off|signature|approval|go-ahead|decision|say-so)|not (?:yet )?a done deal"
        # "passed the provincial first review", "cleared the initial assessment": a first stage, the decision to come
        # "suspended its approval pending an audit", "the grant is on hold": not in force, its fate still open
        r"|suspend(?:ed|s)? (?:the|its|their|our|this|that) (?:approval|grant|award|funding|decision)"
        r"|(?:approval|grant|award|funding) (?:was|has been|is|remains|had been) "
        r"(?:suspended|frozen|put on hold|on hold)"
        r"|put (?:the|its|their|our) (?:approval|grant|award|funding) on hold"
        # "has put its decision on the application on hold", "parked the application": no decision, none refused
        r"|(?:put|placed|kept|left) (?:its|the|their|a) (?:decision|ruling)(?: on (?:the|our|its|this|their) "
        r"(?:application|bid|request))? on hold|(?:put|placed|kept) (?:the|its|our|their|this) (?:application|bid"
        r"|request) on hold|(?:parked|shelved) (?:the|its|our|their|this) (?:application|bid|request|decision)"
        r"|(?:decision|application|bid|request) (?:is|was|remains|has been|had been|stays) (?:put |placed )?"
        r"(?:on hold|parked)"
        # "the decision was called in by the scrutiny committee", "it is on hold", "cannot be implemented until the
        # committee meets": a decision taken but stopped before it took effect, its fate still open
        r"|(?:decision|approval|it|funding|award)\s+(?:was|has been|had been|is|were|got)\s+(?:formally\s+)?called in"
        r"|called (?:the|its|their|cabinet['’]s) (?:decision|approval) in"
        r"|called in by (?:the\s+)?(?:[\w'’-]+\s+){0,5}?(?:committee|scrutiny|panel|board|councillors|members)"
        # "approved by the county cabinet …, called in for scrutiny and suspended", "not in force until the committee
        # meets", "that yes has been called in"
        # (not someone called in to do a job: "an electrician was called in to check the wiring")
        r"|(?:then|but|and)\s+(?:was\s+|been\s+)?called in\b(?!\s+to\b)"
        r"|(?:yes|decision|approval|grant|award)\b[^.;,]{0,24}?\b(?:has been|had been|was|is)\s+called in\b(?!\s+to\b)"
        r"|called in for (?:scrutiny|review)"
        r"|(?:decision|approval|grant|award|it|yes)\s+(?:is|was|has been|remains)\s+suspended"
        r"|suspended and not in force|not (?:yet )?in force until"
        r"|(?:it|decision|approval|scheme|application|bid|assessment|request)\s+(?:is|was|remains|has been|had been"
        r"|were)\s+(?:now\s+|still\s+)?(?:put\s+)?on hold"
        r"|(?:cannot|can't|may not|could not|couldn't) (?:yet )?(?:be (?:implemented|acted (?:on|upon)|put into effect)"
        r"|take effect|come into (?:effect|force))\s+(?:until|before|unless)"
        r"|(?:passed|cleared|got through|made it through|came through) (?:the |its |a |our )?(?:[\w'’-]+ )?"
        rf"(?:{STAGE_EN_FIRST}|stage[- ]one|early)[- ]"
        rf"(?:{STAGE_EN_STEP})"
        # "Approved at the regional stage only", "said yes … but that's only the first hurdle": a lower tier's yes,
        # the decision still to come
        r"|approved at (?:the )?(?:regional|local|county|district|first|initial|lower|first-tier) (?:stage|level|tier)"
        r"|(?:only|just) the first (?:hurdle|step|stage))\b",
    ),
    (
        "approved",
        r"\b(has been allocated|have been allocated|was allocated|were allocated|been released|funds? released"
        # "The approval stands", "the award itself still stands": a decision that holds
        # ("Where approval stands", "where the approval stands": a heading's question, no answer)
        r"|(?<!no )(?<!where )(?<!where the )(?<!how )(?<!how the )(?<!whether )(?<!whether the )"
        r"(?:approval|award|grant) (?:itself )?(?:still )?(?:stands|remains in (?:place|force)|remains valid)"
        r"|said yes|gave (a |its |their |the )yes|agreed to (the|fund|finance)"
        # "the council's bid to the fund has succeeded on appeal", "the application was successful": the yes said
        # from the applicant's side
        r"|\b(?:bid|application|appeal|request)\b[^.;,]{0,60}?\b(?<!not )(?<!n't )(?:has |have |had )?(?:now )?"
        r"succeeded\b(?!\s+in\b)|\b(?:bid|application)\s+(?:was|has been|proved)\s+successful\b"
        # "The grant has been confirmed": the award itself confirmed (not "the match funding has been confirmed")
        r"|(?<!not )\b(?:grant|award|approval) (?:has been|had been|was|is|is now|is now fully) confirmed\b"
        # "It's a yes: the grants officer signed it off": the decision said plainly, "signed it off"
        r"|^\W*(?:it'?s|it is|that'?s|the answer is|the decision is)\s+(?:a\s+)?(?:firm\s+|clear\s+)?yes\b"
        r"|\bsigned (?:it|them|this|the (?:grant|application|award|request)) off\b"
        # "Good news: we got the full grant", "the club won the grant": the award said from the applicant's side (not
        # "got the grant application in", "received the grant offer letter")
        r"|(?<!not )(?<!n't )(?:we|they|it|club|society|council|trust|charity|school|association)\s+(?:have\s+|has\s+)?"
        r"(?:got|won|secured|landed)\s+(?:the|our|its|their|a)\s+(?:full\s+|whole\s+)?(?:grant|funding|award)"
        r"(?!\s+(?:application|form|offer|letter|bid|request))"
        r"|gave (its |their )?(approval|consent|go-ahead)"
        # "The council gave its OK on 12 January 2027", "okayed the purchase", "gave it the nod"
        r"|gave (its |their |the |it the |it their |it its )?(OK|okay|nod|thumbs-? up|blessing)|okay(ed|'d)|OK'd"
        # "gave the purchase its blessing"
        r"|gave (?:the |this |that |our )?[\w-]+(?: [\w-]+)? (?:its |their )(?:OK|okay|nod|blessing)"
        # "gave the programme its full approval"
        r"|gave (the |this |that |our )?[\w-]+(?: [\w-]+)? (its |their )?(full |final |formal |unconditional )?approval"
        # "the Committee agreed Hollins & Pike's request", "agreed the extension"
        r"|agreed (the |its |their |an? |[A-Z][\w&]*(?: [&A-Z][\w&]*){0,3}['’]s )?"
        r"(request|application|proposal|extension)"
        r"|approved|granted|signed off|sign-off was given|authori[sz]ed|green-?lit|accepted"
        # (not a place made clear: "has already cleared and levelled the site", "cleared the old shed")
        # ("cleared the Block C forecourt for the works")
        r"|cleared(?!\s+(?:and\s+[a-z]+ed\s+)?(?:(?:the|a|an|its|their|our|some|all)\s+)?(?:[\w-]+\s+){0,3}"
        r"(?:site|ground|land|plot|area|path|footpath|way|drain|gutter|rubble|debris|vegetation|scrub|undergrowth|tree"
        r"|snow|ditch|pond|channel|room|space|store|shed|hall|rubbish|litter|weed|forecourt|courtyard|yard|garden"
        r"|field|pitch|verge|car park|basement|loft|attic|floor)s?\b)"
        # "- Awarded on 12 March 2026 to the partnership as a whole": a list item opening with the award and its day
        r"|^[\W_]*awarded(?= (?:on|in) \d)"
        # "the fund gave the grant to the partnership", "The partnership won the money"
        r"|gave (?:the|its|their|us the|them the) (?:grant|award|funding|money) to"
        r"|(?:won|secured|landed) the (?:grant|money|funding|award)"
        # "so delivery funding is secured": the money said won
        r"|(?:grant|money|funding|award) (?:is|was|has been|is now) (?:now )?(?:secured|in the bag)"
        # "| 9 June 2027 | Appeal board approves the application in full |": a dated log's present tense
        r"|approves (?:the|its|this|our) (?:application|request|bid|proposal|appeal|funding)"
        r"|given the go-ahead|got approval|received approval|won approval|secured approval|gained approval"
        # "gave the award to Corvane a green light", "got the go-ahead", "has given its blessing", "came through"
        r"|(gave|given|give) (its|their|his|her) blessing|(came|has come|have come) through"
        r"|(?:gave|given)\b(?: [\w'’-]+){0,5} (a|the|its|their) (green light|go-ahead|thumbs up)"
        r"|(got|received|won|secured|obtained) (a |the )?(green light|go-ahead|thumbs up)"
        r"|approval (was|has been|is) (granted|given|obtained|secured)"
        # "The fund has awarded the board a grant", "has been awarded a grant", "has won a grant": the award made
        # (not "will award the contract", a plan)
        # (a grant, not a contract: "the contract was awarded to Hollins & Pike" is the material's procurement)
        r"|(?:has|have|had|was|were) (?:been )?awarded (?:[\w&'’-]+ ){0,5}?(?:a|the|its|their) (?:\w+ )?grant"
        r"|awarded (?:the|a|its|their) grant"
        r"|grant (?:was|has been) awarded|(?:has|have) won (?:a|the|its|their) grant|won (?:a|the) grant"
        r"|grant awarded by"
        # "the Trust has been given money to rewet two bogs": the grant awarded, in other words
        r"|(?:has|have|had) been given (?:the |a |its |their )?(?:money|funding|funds|grant|go-ahead)"
        r"|(?:was|were) given (?:the |a |its |their )?(?:money|funding|grant))\b",
    ),
]

# Claim markers by category: the words with which any answer asserts progress, predicts, plans, commits, sets a
# deadline, makes an exception or imposes an obligation. A clause holding one makes a claim that the material must
# make too (``harness.grade.unsupported``: the same category, about the same things). Grammar of the language, not
# the words of one sample.
CLAIMS = {
    "zh": {
        "progress": r"已经(?!含|包含|包括|是|有)|已于|业已|均已|都已|也已"
        r"|已(?=[\u4e00-\u9fff])(?!知|有|在|于|是|为|久|经?(含|包含|包括))"
        # "正在建设的南校区食堂": a modifier of a thing, not a report of progress
        r"|完成了|做完|完毕|结束了|正在(?![\u4e00-\u9fff]{1,3}的)|进行中|推进中|开展中|实施中|着手|陆续|顺利(完成|推进|进行)|已?走完|过半|告一段落|就绪|到位",
        "predict": r"预计|有望|可望|(?<!评)估计(?!划)|预期|或将|很可能|大概率|大概|应该会|应该能|应能|料将|预料"
        r"|势必|即将"
        r"|很快|不久|尽快|可能会|可能将|看好|乐观|顺利通过|稳步",
        # ("“拟支持”还不是批准": the list's word in quotes, named, not said)
        "plan": r"计划|拟(?!出|写|稿|定稿)(?!(?:支持|资助|立项)[”\"’」』])"
        r"|将会|将要|将于|将(?!其|之|来|近|军|该|此|这|本|上)|准备|打算|安排|预定"
        r"|(?<![鉴规测核评])定于|后续|下一步"
        r"|推广|扩大到|扩展到",
        "commit": r"承诺|保证|确保|一定会|一定能|必将|必定|担保|力争|争取",
        # "截至2026年5月15日，…", "进展（截至2026年5月15日）": an as-of date, no deadline
        # ("截至6月5日这个会还没开": the state at that day)
        "deadline": r"截止|截至(?=[^，。；]{0,4}\d)"
        r"(?![^，。；]{0,14}?(的情况|的进展|为止|时|还没|还未|尚未|仍未|仍在|已经))"
        # (but "以上进度截至2026年6月15日。": the time a report holds at)
        r"(?:(?<=[\u4e00-\u9fff]截至)(?<!进度截至)(?<!情况截至)(?<!信息截至)(?<!数据截至)(?<!以上截至)(?<!状态截至)"
        r"|(?!\s*\d[\d\-./年月日号\s]{3,16}([）)，,：:|。；]|$)))"
        r"|最迟|最晚|不晚于|不迟于|期限"
        r"|之前完成|前完成|前提交|前交付|前到货|前到位",
        "exception": r"除非|例外|特殊情况|特殊情形|紧急情况|紧急时|突发|特别情况|必要时|如遇|若遇|遇有"
        r"|遇到[^，。；]{1,12}时|一旦出现|否则|可临时|临时(增加|调整|改用)",
        # (not the writer's "只能说", "one can only say")
        "obligation": r"须|必须|应当|务必|不得|禁止|严禁|需(?!求)|要求|只能(?!说|讲)|只可|仅可|仅限|可以|允许",
    },
    "en": {
        "progress": r"\b(has|have|had)\s+(\w+ly\s+|also\s+|now\s+|just\s+|already\s+|since\s+|been\s+)*"
        r"\w+(ed|en|un|one|ught|ade|ilt|ent|eld|gun|wn)\b"
        r"|\b(was|were)\s+(\w+ly\s+|also\s+|already\s+)?\w+(ed|en|ught|ade|ilt|ent|eld|gun)\b|\balready\b"
        r"|\b(is|are)\s+(now\s+|currently\s+|still\s+)?(complete|completed|done|finished|live|in place|signed|ready"
        r"|underway|under way|in progress|ongoing|being \w+ed)\b|\bcurrently\b|\bunderway\b|\bin progress\b"
        r"|\b(went|gone) live\b|\bpassed\b|\brolled out\b",
        "predict": r"\b(expected|expects|likely|unlikely|anticipated|anticipates?|probably|projected|forecast|predicted"
        # a reader's view is no forecast: "should be read as targets", "work the institute might expect to see"
        r"|should (be(?! (read|understood|treated|seen|noted|taken|regarded|considered|interpreted|kept)\b)"
        r"|follow|come|arrive|happen|take|go|get|see|allow|reach|land|clear|pass|finish|close|start|begin)"
        r"|ought to|is set to|are set to|on track|poised|may well"
        r"|(could|might)(?! (expect|think|want|wish|like|assume|imagine|wonder|hope|need|find|notice|ask|say)\b)"
        r"|(?<!as )soon|shortly|imminent|in the coming" + _HOPE + r"|hoped|confident"
        # a consequence foretold: "delivery would slip into 2028", "the go-live would be pushed back"
        r"|would(?= (likely |probably )?(slip|be delayed|be late|move|shift|be pushed|fall behind|overrun|run over"
        r"|be postponed|be put back|be held up|be missed)\b))\b",
        # "a grace period to plan around", "anyone planning work around the vans", "should be read as targets": the
        # verb or noun in general talk, not a plan of the project
        # ("The plan would cover a year and a half", "the plans run to two seasons": the project, named as the plan)
        "plan": r"(?<!\bto )\b(plans?(?! around)(?! (?:would|could|might|covers?|runs?|lasts?|spans?)\b)|planned"
        r"|(?<=\bis )planning|(?<=\bare )planning|(?<=\bwas )planning|(?<=\bwere )planning|planning(?= to| for)"
        r"|scheduled|will|shall|intends?|intended|is to|are to|going to|aims?|aimed"
        r"|(?<!\bas )targets?|targeted"
        r"|(?:decided|agreed|resolved) to(?! (?:the|a|an|this|that|these|those|its|their)\b)"
        r"|upcoming|next step|roll(ed|ing)? out|expand"
        r"|extend)\b",
        "commit": r"\b(guarantees?|guaranteed|promises?|promised|commits?( to)?|committed to|pledges?|pledged|vows?"
        r"|assures?|ensures? that|will definitely|is certain to|are certain to)\b",
        "deadline": r"\b(no later than|not later than|at the latest|deadline"
        r"|cut-?off (date )?(for [\w -]{1,30} )?(is|was)|closing date|due by|due on|must (arrive|be \w+ed) by"
        r"|by (the )?(end|middle|start|beginning) of)\b",
        "exception": r"\b(unless|except|exceptions?|exceptional|other than|(is|are|will be|would be) exempt(ed)?"
        r"|apart from(?! the (start|outset|beginning)| each other| one another)|in urgent cases|in an emergency"
        r"|in emergencies|in (special|exceptional|urgent) (cases|circumstances)|if needed|where necessary"
        r"|if necessary|as a fallback|temporarily)\b",
        "obligation": r"\b(must|shall|required|requires?|has to|have to|needs? to|mandatory|obliged|may|cannot"
        r"|can't|not allowed|prohibited|forbidden)\b",
    },
}


# The words with which a text requires an act of a party ("Brightwater must lodge a performance bond", "恒梯电梯须缴纳
# 履约保证金"): an act the material only requires is not reported done. Narrower than the ``obligation`` claim
# markers, which also hold permissions and bans ("may", "可以", "不得").
REQUIRED_ACT = re.compile(r"\b(must|shall|is required to|are required to|has to|have to)\b|须|必须|应当|务必", re.I)


# English phrasal verbs whose particle makes another act ("has paid the first instalment back" is the repayment, not
# the payment): the verb's stem and its particle, and the act they name together. Every matcher that reads an act by
# its verb's stem reads it through :func:`phrasal_stem`.
PHRASAL_EN = {
    ("pay", "back"): "repay",
    ("give", "back"): "return",
    ("hand", "back"): "return",
    ("send", "back"): "return",
    ("turn", "down"): "refuse",
    ("call", "off"): "cancel",
}

# English words that look like an inflection of a name but belong to an idiom: "based" (only on the material) is no
# "base" the material names.
IDIOM_FORMS_EN = ("based",)


def phrasal_stem(stem: str, act: str, keep: str | None = None) -> str:
    """The act ``stem`` names in ``act``, its particle read too: ("pay", "paid the first instalment back") -> "repay";
    ``keep`` (default ``stem``) where no particle makes another act."""
    for (verb, particle), other in PHRASAL_EN.items():
        if stem == verb and re.search(rf"\b{particle}\b", act, re.I):
            return other
    return stem if keep is None else keep


# Bare words for where something starts or ends ("The programme starts on 1 April 2026"): said of a thing they name
# its edge, whatever event a sample also names with them.
EDGE_WORDS = frozenset(
    "start starts started starting begin begins began begun beginning end ends ended ending finish finishes finished"
    " finishing".split()
    + "开始 结束 开工 完工 启动".split()
)


@cache
def claim_markers(lang: str) -> dict[str, re.Pattern]:
    """The compiled claim markers of ``lang`` by category (see ``CLAIMS``)."""
    return {k: re.compile(v, re.IGNORECASE) for k, v in CLAIMS["zh" if lang == "zh" else "en"].items()}


# Parts of a month: (zh, en) -> part name.
PARTS_ZH = {
    "上旬": "early",
    "初": "early",
    "月初": "early",
    "中旬": "mid",
    "月中": "mid",
    "下旬": "late",
    "底": "late",
    "月底": "late",
    "末": "late",
    "月末": "late",
}
PARTS_EN = {
    "early": "early",
    "beginning of": "early",
    "start of": "early",
    "mid": "mid",
    "mid-": "mid",
    "middle of": "mid",
    "late": "late",
    "end of": "late",
    "the end of": "late",
}


# eq=False: one instance per language (``lexicon`` below), hashed by identity so that rules can cache on it
@dataclass(frozen=True, eq=False)
class Lexicon:
    lang: str
    words: dict[str, re.Pattern]
    status: tuple[tuple[str, re.Pattern], ...]


@cache
def lexicon(lang: str) -> Lexicon:
    """The compiled grammar words of ``lang`` (``zh`` or ``en``; anything else reads as ``en``)."""
    table, status = (_ZH, _STATUS_ZH) if lang == "zh" else (_EN, _STATUS_EN)
    return Lexicon(
        lang,
        {k: re.compile(v, re.IGNORECASE) for k, v in table.items()},
        tuple((name, re.compile(p, re.IGNORECASE)) for name, p in status),
    )
